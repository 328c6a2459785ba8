import { Icon, type IconProps } from './icon';

export const NavigationIcon = (props: IconProps) => (
  <Icon {...props}>
    <polygon points="3 11 22 2 13 21 11 13 3 11" />
  </Icon>
);
