import { Icon, type IconProps } from './icon';

export const CircleCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </Icon>
);
