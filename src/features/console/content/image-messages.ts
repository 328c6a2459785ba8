import { listedKinds } from '@/lib/photos/photo-rules';

// What the editor's image upload is told when a file is refused. Pure: the upload button shows the same.

export function contentImageMessage(reason: 'too-large' | 'not-an-image', kinds: readonly string[]): string {
  return reason === 'too-large'
    ? 'An image can be up to 10 MB.'
    : `That file is not an image we can read. Use a ${listedKinds(kinds)} image.`;
}
