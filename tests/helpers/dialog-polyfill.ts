// jsdom has <dialog> but not showModal()/close(). This stands in for the browser's part only as far as
// the component tests of src/ui/dialog.tsx need it: the open attribute, the close event, Escape closing
// the topmost modal. Inertness, the focus trap and the top layer are the browser's and are covered by the
// Playwright tests of the lead, share, certified, filter and full-screen dialogs.
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
    const first = this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]');
    first?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top || event.defaultPrevented) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
