/** Packages, components and their categories; their prices today and at a past moment. */
export { productRoutes } from './product.routes.ts';
export { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
export { productService, catalogueAt, priceItem, CatalogueVersionWatch } from './product.service.ts';
export { findComponents, type ComponentRecord } from './product.repository.ts';
export { agentMayOffer, agentAllowedPlans, assertAgentMayOffer, agentOffer, offerMessages } from './offer.service.ts';
