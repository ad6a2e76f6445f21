// The front door of the widget module (decision 066): all that other modules and the rest of src/ may import.
export { widgetRoutes } from './widget.routes.js';
export { checkWidgetPartner, widgetFrameAncestors } from './widget.service.js';
