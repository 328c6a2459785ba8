import { Icon, type IconProps } from './icon';

export const Minimize2Icon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m14 10 7-7" />
    <path d="M20 10h-6V4" />
    <path d="m3 21 7-7" />
    <path d="M4 14h6v6" />
  </Icon>
);
