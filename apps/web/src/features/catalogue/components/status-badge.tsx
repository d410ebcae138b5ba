/** Whether customers are offered it: "Active", or "Inactive" (withdrawn; kept for quotes already made). */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-success-50 text-success-800' : 'bg-ink-100 text-ink-700'
      }`}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
