import { ZProductDetail } from '../schemas/catalogue.js';
import * as cat from '../schemas/operator-catalogue.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** The catalogue desk's product calls (issue 17): list, read, create, edit, duplicate, publish, pictures. */
export const CATALOGUE_CALLS = {
  'operator/listProducts': read(
    'catalogue.read',
    cat.ZListProductsRequest,
    cat.ZListProductsData,
    'Products, published or not: search, filters and pages',
  ),
  'operator/getProduct': read(
    'catalogue.read',
    cat.ZProductIdRequest,
    cat.ZOperatorProduct,
    'One product, every field',
  ),
  'operator/previewProduct': read(
    'catalogue.read',
    cat.ZProductIdRequest,
    ZProductDetail,
    'A product as a shopper’s detail call would answer it, published or not',
  ),
  'operator/createProduct': write(
    'catalogue.write',
    cat.ZCreateProductRequest,
    cat.ZOperatorProduct,
    'A new product, unpublished, with its first price (needs prices.write too)',
  ),
  'operator/updateProduct': write(
    'catalogue.write',
    cat.ZUpdateProductRequest,
    cat.ZOperatorProduct,
    'Change fields of a product',
  ),
  'operator/duplicateProduct': write(
    'catalogue.write',
    cat.ZProductIdRequest,
    cat.ZOperatorProduct,
    'A copy of a product, unpublished',
  ),
  'operator/setPublished': write(
    'catalogue.write',
    cat.ZSetPublishedRequest,
    cat.ZOperatorProduct,
    'Publish or unpublish a product',
  ),
  'operator/uploadPicture': write(
    'catalogue.write',
    cat.ZUploadPictureRequest,
    cat.ZUploadPictureData,
    'Store a product picture (checked from its bytes and re-encoded)',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
