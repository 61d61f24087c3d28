// One data-URL form for item pictures, shared with the gateway's first view (issue 38).
export { svgDataUrl } from '@iq/contracts';
