import type { ReactNode } from 'react';

// The header's and the phone bar's icons drawn inline, with lucide's drawings (ISC licence): lucide-react
// renders every icon through a client component, and the shell is on every page, so its script would
// load on every page for a few static shapes.

function ShellIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

export const BookmarkIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <path d="M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z" />
  </ShellIcon>
);

export const CarFrontIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <path d="m21 8-2 2-1.5-3.7A2 2 0 0 0 15.646 5H8.4a2 2 0 0 0-1.903 1.257L5 10 3 8" />
    <path d="M7 14h.01" />
    <path d="M17 14h.01" />
    <rect width="18" height="8" x="3" y="10" rx="2" />
    <path d="M5 18v2" />
    <path d="M19 18v2" />
  </ShellIcon>
);

export const ChevronDownIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <path d="m6 9 6 6 6-6" />
  </ShellIcon>
);

export const MailIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
    <rect x="2" y="4" width="20" height="16" rx="2" />
  </ShellIcon>
);

export const MenuIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </ShellIcon>
);

export const PhoneIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" />
  </ShellIcon>
);

export const UserRoundIcon = ({ className }: IconProps) => (
  <ShellIcon className={className}>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </ShellIcon>
);
