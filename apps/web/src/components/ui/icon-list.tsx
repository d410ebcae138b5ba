import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

export interface IconListItem {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A short list of points, each with an icon, a title and a sentence (the landing pages). */
export function IconList({ items, ordered = false }: { items: readonly IconListItem[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="space-y-4">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            {item.icon}
          </span>
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-0.5 text-sm text-pretty text-ink-600">{item.text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}

/** "Create an account" and "Login instead", at the foot of a landing page. */
export function WaysIn({ registerTo }: { registerTo: string }) {
  return (
    <div className="mt-auto flex flex-col gap-3">
      <Link to={registerTo} className={buttonClasses('primary', { block: true })}>
        Create an account
      </Link>
      <Link to="/login" className={buttonClasses('secondary', { block: true })}>
        Login instead
      </Link>
    </div>
  );
}
