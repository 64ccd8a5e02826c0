// GA4's own switch: `window['ga-disable-<id>'] = true` stops every measurement for that ID. Apart from ga4.ts, which
// loads later, so a withdrawn consent takes effect at once.
export function setGa4Disabled(measurementId: string, disabled: boolean): void {
  (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = disabled;
}
