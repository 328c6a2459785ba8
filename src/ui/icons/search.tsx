import { Icon, type IconProps } from './icon';

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </Icon>
);
