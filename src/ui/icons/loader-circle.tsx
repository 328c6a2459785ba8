import { Icon, type IconProps } from './icon';

export const LoaderCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21 12a9 9 0 1 1-6.219-8.56" />
  </Icon>
);
