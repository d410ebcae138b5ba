/** Who an avatar shows: the user's photo (base64 from the API, with or without the data: prefix) or initials. */
export interface AvatarPerson {
  firstname: string;
  lastname: string;
  email?: string;
  image?: string | null;
}

export function initialsOf(person: AvatarPerson): string {
  const letters = `${person.firstname.trim().charAt(0)}${person.lastname.trim().charAt(0)}`;
  return (letters || person.email?.charAt(0) || '?').toUpperCase();
}

/** A data URL for the API's image field: a data URL as is, bare base64 as PNG (the original app's form). */
export function imageSrcOf(image: string): string {
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

const sizes = { sm: 'size-11 text-sm', md: 'size-16 text-xl', lg: 'size-24 text-3xl' } as const;
const pixels = { sm: 44, md: 64, lg: 96 } as const;

/** Decorative (alt=""): the name is always written next to it. */
export function Avatar({ person, size = 'sm' }: { person: AvatarPerson; size?: keyof typeof sizes }) {
  if (person.image) {
    return (
      <img
        src={imageSrcOf(person.image)}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900`}
    >
      {initialsOf(person)}
    </span>
  );
}
