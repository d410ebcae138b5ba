/**
 * The package pages, as one lazy chunk (src/app/pages.ts): staff who open the package list go on to a package, its
 * repayment plan and (admins) the editor, so one download on a slow network serves them all.
 */
export { default as AllPackagesPage } from './all-packages-page.tsx';
export { default as PackageDetailPage } from './package-detail-page.tsx';
export { default as ProductRepaymentPage } from './product-repayment-page.tsx';
export { default as ManagePackagesPage } from './manage-packages-page.tsx';
export { default as ProductDetailPage } from './product-detail-page.tsx';
