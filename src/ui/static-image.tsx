import { preload } from 'react-dom';
import { type ImageAttributeProps, imageAttributes } from './image-attributes';

/**
 * next/image's markup (srcset, sizes, lazy loading, the preload of a priority image) without its
 * component, a client component of ~7 KB of JavaScript on any page that shows one, nor its getImageProps
 * (~4.5 KB in a client component): image-attributes.ts. For images that need nothing in the browser (no
 * placeholder, no onLoad); a broken image keeps its alt text hidden, as next/image does until its script
 * runs.
 */
export function StaticImage(props: ImageAttributeProps) {
  const attributes = imageAttributes(props);
  if (props.priority || props.preload) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    });
  }
  // biome-ignore lint/performance/noImgElement: next/image's own attributes on a plain img
  return <img {...attributes} alt={props.alt} />;
}
