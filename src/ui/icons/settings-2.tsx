import { Icon, type IconProps } from './icon';

export const Settings2Icon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 17H5" />
    <path d="M19 7h-9" />
    <circle cx="17" cy="17" r="3" />
    <circle cx="7" cy="7" r="3" />
  </Icon>
);
