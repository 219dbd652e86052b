import type { EndpointBase } from '../shared/contracts';
import type { CrmHandler } from './handler';
import { applyPromoCodeNG } from './handlers/ecommerce/applyPromoCodeNG';
import { calculateAvaTax } from './handlers/ecommerce/calculateAvaTax';
import { contactInSF } from './handlers/ecommerce/contactInSF';
import { deleteLineItems } from './handlers/ecommerce/deleteLineItems';
import { getActiveQuote } from './handlers/ecommerce/getActiveQuote';
import { getActiveQuoteFromUser } from './handlers/ecommerce/getActiveQuoteFromUser';
import { getActiveStorefronts } from './handlers/ecommerce/getActiveStorefronts';
import { getCatalogGroupCounts } from './handlers/ecommerce/getCatalogGroupCounts';
import { getCatalogPicklistGroupCounts } from './handlers/ecommerce/getCatalogPicklistGroupCounts';
import { getEcatalogDetails } from './handlers/ecommerce/getEcatalogDetails';
import { getFormattedObjectDetails } from './handlers/ecommerce/getFormattedObjectDetails';
import { getGuestAccounts } from './handlers/ecommerce/getGuestAccounts';
import { getLookupRecords } from './handlers/ecommerce/getLookupRecords';
import { getMergedMetaInfo } from './handlers/ecommerce/getMergedMetaInfo';
import { getNotifications } from './handlers/ecommerce/getNotifications';
import { getNotificationsCount } from './handlers/ecommerce/getNotificationsCount';
import { getPromoCodeInfo } from './handlers/ecommerce/getPromoCodeInfo';
import { getQLIsForPromoCode } from './handlers/ecommerce/getQLIsForPromoCode';
import { getQuoteItems } from './handlers/ecommerce/getQuoteItems';
import { getRecord } from './handlers/ecommerce/getRecord';
import { saveAddress } from './handlers/ecommerce/saveAddress';
import { getShippingMethods } from './handlers/ecommerce/getShippingMethods';
import { searchLookupDataAdvanced } from './handlers/ecommerce/searchLookupDataAdvanced';
import { generateSignature } from './handlers/ecommerce/generateSignature';
import { paymentRequestHandler } from './handlers/ecommerce/paymentRequestHandler';
import { getShuttleInfo } from './handlers/ecommerce/getShuttleInfo';
import { placeOrder } from './handlers/ecommerce/placeOrder';
import { getOrders } from './handlers/ecommerce/getOrders';
import { getOrderDetails } from './handlers/ecommerce/getOrderDetails';
import { reorder } from './handlers/ecommerce/reorder';
import { getMailboxMessages } from './handlers/ecommerce/getMailboxMessages';
import { getSavedCards } from './handlers/ecommerce/getSavedCards';
import { getSavedFilter } from './handlers/ecommerce/getSavedFilter';
import { makeActiveCart } from './handlers/ecommerce/makeActiveCart';
import { makeActiveCartForGuest } from './handlers/ecommerce/makeActiveCartForGuest';
import { retrieveCatalogNG } from './handlers/ecommerce/retrieveCatalogNG';
import { saveECatalogFilters } from './handlers/ecommerce/saveECatalogFilters';
import { saveItemToQuote } from './handlers/ecommerce/saveItemToQuote';
import { startNewCart } from './handlers/ecommerce/startNewCart';
import { updateNotifications } from './handlers/ecommerce/updateNotifications';
import { updateQLI } from './handlers/ecommerce/updateQLI';
import { updateRecord } from './handlers/ecommerce/updateRecord';
import { userActivatedInAWS } from './handlers/ecommerce/userActivatedInAWS';
import { userDeactivatedInAWS } from './handlers/ecommerce/userDeactivatedInAWS';
import { updateContactInSF } from './handlers/ecommerce/updateContactInSF';
import { completeLesson } from './handlers/eLearning/completeLesson';
import { enrolInCourse } from './handlers/eLearning/enrolInCourse';
import { getCertificate } from './handlers/eLearning/getCertificate';
import { getCourse } from './handlers/eLearning/getCourse';
import { getCourses } from './handlers/eLearning/getCourses';
import { createRecord } from './handlers/ecommerce/createRecord';
import { addRequestComment } from './handlers/billingPortal/addRequestComment';
import { createRequest } from './handlers/billingPortal/createRequest';
import { getRequestAttachment } from './handlers/billingPortal/getRequestAttachment';
import { getRequestDetails } from './handlers/billingPortal/getRequestDetails';
import { getRequests } from './handlers/billingPortal/getRequests';
import { updateRequestStatus } from './handlers/billingPortal/updateRequestStatus';
import { uploadRequestAttachment } from './handlers/billingPortal/uploadRequestAttachment';
import { getPortalAccessibleAccounts } from './handlers/ecommerce/getPortalAccessibleAccounts';
import { getOrderDocument } from './handlers/ecommerce/getOrderDocument';
import { getPoDocument } from './handlers/ecommerce/getPoDocument';
import { removePoDocument } from './handlers/ecommerce/removePoDocument';
import { uploadPoDocument } from './handlers/ecommerce/uploadPoDocument';
import { deleteAddress } from './handlers/ecommerce/deleteAddress';
import { setDefaultAddress } from './handlers/ecommerce/setDefaultAddress';
import { getShippingPreferences } from './handlers/ecommerce/getShippingPreferences';
import { saveShippingPreferences } from './handlers/ecommerce/saveShippingPreferences';
import { saveCarrierAccount } from './handlers/ecommerce/saveCarrierAccount';
import { deleteCarrierAccount } from './handlers/ecommerce/deleteCarrierAccount';
import { addPaymentMethod } from './handlers/paymentMethod/addPaymentMethod';
import { savePaymentMethod } from './handlers/paymentMethod/savePaymentMethod';
import { deletePaymentMethod } from './handlers/paymentMethod/deletePaymentMethod';
import { setDefaultPaymentMethod } from './handlers/paymentMethod/setDefaultPaymentMethod';
import { getInvoices } from './handlers/billingPortal/getInvoices';
import { getInvoiceDetails } from './handlers/billingPortal/getInvoiceDetails';
import { getInvoicePdf } from './handlers/billingPortal/getInvoicePdf';
import { getInvoicePayments } from './handlers/billingPortal/getInvoicePayments';
import { getKnowledgeDataBySearch } from './handlers/ecommerce/getKnowledgeDataBySearch';
import { getKnowledgeConfigurations } from './handlers/ecommerce/getKnowledgeConfigurations';
import { getKnowledgeDetail } from './handlers/ecommerce/getKnowledgeDetail';
import { checkIfBubbleOrg } from './handlers/ecommerce/checkIfBubbleOrg';
import { getCaseCreationActionDetails } from './handlers/ecommerce/getCaseCreationActionDetails';
import { getCpqBundles } from './handlers/cpq/getCpqBundles';
import { getCpqQuote } from './handlers/cpq/getCpqQuote';
import { getCpqQuotes } from './handlers/cpq/getCpqQuotes';
import { saveCpqQuote } from './handlers/cpq/saveCpqQuote';
import { requestCpqDiscount } from './handlers/cpq/requestCpqDiscount';
import { getCpqQuoteDocument } from './handlers/cpq/getCpqQuoteDocument';
import { getConfiguratorRules } from './handlers/ecommerce/getConfiguratorRules';
import { getConfiguration } from './handlers/ecommerce/getConfiguration';
import { getInstalledBase } from './handlers/installBaseManager/getInstalledBase';
import { getInstrument } from './handlers/installBaseManager/getInstrument';
import { getPartsList } from './handlers/installBaseManager/getPartsList';
import { getQliQuantity } from './handlers/installBaseManager/getQliQuantity';
import { getSuperSubRelatedItemsParts } from './handlers/installBaseManager/getSuperSubRelatedItemsParts';
import { getImages } from './handlers/installBaseManager/getImages';
import { loadImageBody } from './handlers/installBaseManager/loadImageBody';
import { addPartToQuote } from './handlers/installBaseManager/addPartToQuote';
import { updateQtyOnQLIs } from './handlers/installBaseManager/updateQtyOnQLIs';
import { getActiveOpenCart } from './handlers/installBaseManager/getActiveOpenCart';
import { retrieveQuoteLines } from './handlers/installBaseManager/retrieveQuoteLines';
import { takeThisQuote } from './handlers/installBaseManager/takeThisQuote';
import { getLinkComponent } from './handlers/installBaseManager/getLinkComponent';
import { linkComponent } from './handlers/installBaseManager/linkComponent';
import { unlinkKitItem } from './handlers/installBaseManager/unlinkKitItem';

/**
 * Which handler answers which `type`, per endpoint base. One file per type under
 * handlers/<base>/. The other bases have no types yet: their calls get the CRM's 404.
 */
export const HANDLERS: Record<EndpointBase, Readonly<Record<string, CrmHandler>>> = {
  ecommerce: {
    applyPromoCodeNG,
    calculateAvaTax,
    contactInSF,
    deleteLineItems,
    getActiveQuote,
    getActiveQuoteFromUser,
    getActiveStorefronts,
    getCatalogGroupCounts,
    getCatalogPicklistGroupCounts,
    getEcatalogDetails,
    getFormattedObjectDetails,
    getGuestAccounts,
    getLookupRecords,
    getMergedMetaInfo,
    getNotifications,
    getNotificationsCount,
    getPromoCodeInfo,
    getQLIsForPromoCode,
    getQuoteItems,
    generateSignature,
    paymentRequestHandler,
    getSavedFilter,
    placeOrder,
    getOrders,
    getOrderDetails,
    reorder,
    getMailboxMessages,
    getSavedCards,
    getShuttleInfo,
    getShippingMethods,
    saveAddress,
    searchLookupDataAdvanced,
    getRecord,
    makeActiveCart,
    makeActiveCartForGuest,
    retrieveCatalogNG,
    saveECatalogFilters,
    saveItemToQuote,
    startNewCart,
    updateNotifications,
    updateQLI,
    updateRecord,
    userActivatedInAWS,
    userDeactivatedInAWS,
    // The contact form's web-to-case (issue 18): a support request.
    createRecord,
    getPortalAccessibleAccounts,
    getOrderDocument,
    deleteAddress,
    setDefaultAddress,
    getShippingPreferences,
    saveShippingPreferences,
    saveCarrierAccount,
    deleteCarrierAccount,
    updateContactInSF,
    // Knowledge base and case creation (issue 19; the spec names no base: decisions.md).
    getKnowledgeDataBySearch,
    getKnowledgeConfigurations,
    getKnowledgeDetail,
    checkIfBubbleOrg,
    getCaseCreationActionDetails,
    // The product configurator (issue 20).
    getConfiguratorRules,
    getConfiguration,
    // The checkout's PO document (issue 16; decisions.md "PO document").
    uploadPoDocument,
    removePoDocument,
    getPoDocument,
  },
  guidance: {},
  billingPortal: {
    // Support requests (issue 18).
    getRequests,
    getRequestDetails,
    createRequest,
    addRequestComment,
    updateRequestStatus,
    uploadRequestAttachment,
    getRequestAttachment,
    // Invoices and their payments (issue 18).
    getInvoices,
    getInvoiceDetails,
    getInvoicePdf,
    getInvoicePayments,
  },
  // The spec lists the payment calls with the ecommerce types; the payment bases answer them too.
  payment: { generateSignature, paymentRequestHandler },
  // The Cellaris Academy (issue 20).
  eLearning: { completeLesson, enrolInCourse, getCertificate, getCourse, getCourses },
  // Quote configuration (issue 20).
  cpq: {
    getCpqBundles,
    getCpqQuote,
    getCpqQuotes,
    saveCpqQuote,
    requestCpqDiscount,
    getCpqQuoteDocument,
  },
  installBaseManager: {
    // Installed base and parts ordering (issue 19).
    getInstalledBase,
    getInstrument,
    getPartsList,
    getQliQuantity,
    getSuperSubRelatedItemsParts,
    getImages,
    loadImageBody,
    addPartToQuote,
    updateQtyOnQLIs,
    getActiveOpenCart,
    retrieveQuoteLines,
    takeThisQuote,
    getLinkComponent,
    linkComponent,
    unlinkKitItem,
    // The parts cart removes lines with the ecommerce type (one rule for every cart).
    deleteLineItems,
  },
  paymentMethod: {
    getSavedCards,
    addPaymentMethod,
    savePaymentMethod,
    deletePaymentMethod,
    setDefaultPaymentMethod,
  },
};
