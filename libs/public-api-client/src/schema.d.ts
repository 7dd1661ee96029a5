// Generated from the OpenAPI document by `npm run docs:openapi` (openapi-typescript); do not edit by hand.

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Identity's public signing keys (JWKS)
         * @description The keys a token is verified with (RS256), served by identity through the gateway. Anyone may read them.
         */
        get: operations["getWellKnownJwksJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.3, A4.4 The signed-in investor's verification: status, steps done, profile, declarations, suitability result, prop…
         * @description A4.3, A4.4 The signed-in investor's verification: status, steps done, profile, declarations, suitability result, proposed and approved investor class.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccountVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification-remark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.4, A7.9 The signed-in investor's remarks: pending (documents to upload), under review, completed.
         * @description A4.4, A7.9 The signed-in investor's remarks: pending (documents to upload), under review, completed.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccountVerificationRemark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification-remark/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A3.16 Upload a document a reviewer asked for (PNG or JPEG by its bytes, at most 5 MB, re-encoded); with every documen…
         * @description A3.16 Upload a document a reviewer asked for (PNG or JPEG by its bytes, at most 5 MB, re-encoded); with every document in, the remark goes under review.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postAccountVerificationRemarkIdDocumentsDocumentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 One verification with the history of every decision.
         * @description A1.1 One verification with the history of every decision.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAccountVerificationAdminId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}/consent-agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 The signed consent agreement of a verification, for the reviewer to compare the signature with the identity docu…
         * @description A1.1 The signed consent agreement of a verification, for the reviewer to compare the signature with the identity document.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAccountVerificationAdminIdConsentAgreement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.3 Accept (with the investor class the evidence supports) or decline with a reason a verification under review; the…
         * @description A4.3 Accept (with the investor class the evidence supports) or decline with a reason a verification under review; the investor is notified.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAccountVerificationAdminIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 The identity document of a verification under review, number in full; every view is recorded in the audit stream…
         * @description A1.1 The identity document of a verification under review, number in full; every view is recorded in the audit stream (who, when, which).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAccountVerificationAdminIdDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}/reject-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4, A4.8 The signature does not match: the verification goes back to the investor, who is notified (reSignAccountve…
         * @description A4.4, A4.8 The signature does not match: the verification goes back to the investor, who is notified (reSignAccountverification) to sign again.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAccountVerificationAdminIdRejectConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}/remarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.16 The remarks of a verification with their documents (signed links); every view of an uploaded document is record…
         * @description A3.16 The remarks of a verification with their documents (signed links); every view of an uploaded document is recorded in the audit stream.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAccountVerificationAdminIdRemarks"];
        put?: never;
        /**
         * A3.16, A4.10 Ask the investor for documents with a note (at most five); the investor is notified (pendingAccountVerif…
         * @description A3.16, A4.10 Ask the investor for documents with a note (at most five); the investor is notified (pendingAccountVerificationRemark).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAccountVerificationAdminIdRemarks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/{id}/remarks/{remarkId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4 The reviewer has what the remark asked for: under review → completed.
         * @description A4.4 The reviewer has what the remark asked for: under review → completed.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAccountVerificationAdminIdRemarksRemarkIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/admin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 The verification review queue, newest submission first, filtered by status.
         * @description A1.1 The verification review queue, newest submission first, filtered by status.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAccountVerificationAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/complete-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.9, A4.4 Submit the verification for review once personal details, declarations and a passed suitability test are i…
         * @description A7.9, A4.4 Submit the verification for review once personal details, declarations and a passed suitability test are in (status UNDER-REVIEW).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postAccountVerificationCompleteVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.4 The consent agreement's signature: unsigned, a code waiting (countdown and resend), confirmed (immutable), or re…
         * @description A4.4 The consent agreement's signature: unsigned, a code waiting (countdown and resend), confirmed (immutable), or rejected with the reason.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccountVerificationConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/consent-agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed consent agreement as a PDF (Arabic, English or French, as signed).
         * @description The signed consent agreement as a PDF (Arabic, English or French, as signed).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccountVerificationConsentAgreement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/declarations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A3.9, A5.12 Step 2 (declarations): FATCA subjects are not accepted; US persons and politically exposed persons go to…
         * @description A3.9, A5.12 Step 2 (declarations): FATCA subjects are not accepted; US persons and politically exposed persons go to enhanced review; the figures give the proposed investor class (A5.14).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postAccountVerificationDeclarations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/generate-dynamic-contract-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.9 The consent agreement's text for the signed-in investor, in their language.
         * @description A7.9 The consent agreement's text for the signed-in investor, in their language.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccountVerificationGenerateDynamicContractData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/may-invest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A6.4, C5.15 May the signed-in investor invest this amount (baisa) now, and if not, why: verification accepted, suitab…
         * @description A6.4, C5.15 May the signed-in investor invest this amount (baisa) now, and if not, why: verification accepted, suitability passed, within the per-transaction limit; warnings needing consent.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccountVerificationMayInvest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/re-sign-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.8, A7.9 Sign the consent agreement again after an administrator rejected the signature; confirmed by a texted code…
         * @description A4.8, A7.9 Sign the consent agreement again after an administrator rejected the signature; confirmed by a texted code like the first time.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postAccountVerificationReSignVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4, A7.9 A new code for the signature waiting for one, to the same number or (change number) a new one; at most one…
         * @description A4.4, A7.9 A new code for the signature waiting for one, to the same number or (change number) a new one; at most one every 30 seconds.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postAccountVerificationResendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A5.8 Sign the consent agreement (typed at most 20 characters, drawn, or an image under 512 KB) once the four steps ar…
         * @description A5.8 Sign the consent agreement (typed at most 20 characters, drawn, or an image under 512 KB) once the four steps are done; a six-digit code is texted to the mobile number.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postAccountVerificationSignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account-verification/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4, A7.9, A8.3 Confirm the signature with the texted code ("Time expired" once it is past; five wrong answers end i…
         * @description A4.4, A7.9, A8.3 Confirm the signature with the texted code ("Time expired" once it is past; five wrong answers end it); the signature is then immutable and the signed agreement is kept.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postAccountVerificationVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accreditation/investor-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.10 The signed-in investor's US-style accredited investor account (SSN masked), or null.
         * @description A3.10 The signed-in investor's US-style accredited investor account (SSN masked), or null.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccreditationInvestorAccount"];
        /**
         * A3.10, A5.6, A5.13 Save the US-style accredited investor account: the declaration must be ticked and the figures pass…
         * @description A3.10, A5.6, A5.13 Save the US-style accredited investor account: the declaration must be ticked and the figures pass the accredited test (net worth over 1,000,000, or income over 200,000, 300,000 with a spouse), a spouse named when their income counts, an adult; SSN and date of birth sealed at rest.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        put: operations["putAccreditationInvestorAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accreditation/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A6.4 The investor's class and limits (per transaction, per campaign, per month, rolling 12 months, total) from the ju…
         * @description A6.4 The investor's class and limits (per transaction, per campaign, per month, rolling 12 months, total) from the jurisdiction pack.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getAccreditationLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/campaigns/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events campaigns's handlers could not process, parked (not replayed yet), oldest first, with the reason…
         * @description Issue 34: the events campaigns's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsCampaignsParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/campaigns/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in campaigns again (after a fix). Applied once whatever happens: the handler'…
         * @description Issue 34: runs a parked event's handler in campaigns again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsCampaignsParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/identity/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events identity's handlers could not process, parked (not replayed yet), oldest first, with the reason…
         * @description Issue 34: the events identity's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsIdentityParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/identity/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in identity again (after a fix). Applied once whatever happens: the handler's…
         * @description Issue 34: runs a parked event's handler in identity again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsIdentityParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/investments/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events investments's handlers could not process, parked (not replayed yet), oldest first, with the reas…
         * @description Issue 34: the events investments's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsInvestmentsParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/investments/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in investments again (after a fix). Applied once whatever happens: the handle…
         * @description Issue 34: runs a parked event's handler in investments again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsInvestmentsParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/notifications/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events notifications's handlers could not process, parked (not replayed yet), oldest first, with the re…
         * @description Issue 34: the events notifications's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsNotificationsParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/notifications/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in notifications again (after a fix). Applied once whatever happens: the hand…
         * @description Issue 34: runs a parked event's handler in notifications again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsNotificationsParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/repayments/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events repayments's handlers could not process, parked (not replayed yet), oldest first, with the reaso…
         * @description Issue 34: the events repayments's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsRepaymentsParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/repayments/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in repayments again (after a fix). Applied once whatever happens: the handler…
         * @description Issue 34: runs a parked event's handler in repayments again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsRepaymentsParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/site/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events site's handlers could not process, parked (not replayed yet), oldest first, with the reason and…
         * @description Issue 34: the events site's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsSiteParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/site/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in site again (after a fix). Applied once whatever happens: the handler's inb…
         * @description Issue 34: runs a parked event's handler in site again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsSiteParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/verification/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events verification's handlers could not process, parked (not replayed yet), oldest first, with the rea…
         * @description Issue 34: the events verification's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsVerificationParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/verification/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in verification again (after a fix). Applied once whatever happens: the handl…
         * @description Issue 34: runs a parked event's handler in verification again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsVerificationParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/wallet/parked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Issue 34: the events wallet's handlers could not process, parked (not replayed yet), oldest first, with the reason an…
         * @description Issue 34: the events wallet's handlers could not process, parked (not replayed yet), oldest first, with the reason and the last error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getAdminEventsWalletParked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/events/wallet/parked/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue 34: runs a parked event's handler in wallet again (after a fix). Applied once whatever happens: the handler's i…
         * @description Issue 34: runs a parked event's handler in wallet again (after a fix). Applied once whatever happens: the handler's inbox drops a second run. A failure leaves it parked with the new error.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postAdminEventsWalletParkedIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/asyncapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The events catalogue (AsyncAPI 3)
         * @description Every event the services publish on Kafka: channels, payloads, who publishes and who listens. Anyone may read it.
         */
        get: operations["getAsyncapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 The banks of Oman (payout accounts), in the reader's language.
         * @description A7.8 The banks of Oman (payout accounts), in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getBanks"];
        put?: never;
        /**
         * A7.8 Add a bank.
         * @description A7.8 Add a bank.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postBanks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.8 Change a bank (any subset of its fields).
         * @description A7.8 Change a bank (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchBanksId"];
        trace?: never;
    };
    "/api/v1/banks/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Every bank with all its translations (page × 10).
         * @description A7.8 Every bank with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getBanksAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A3.5 Change campaign settings: the minimum goal stays below the maximum, the minimum investment at most the minimum g…
         * @description A3.5 Change campaign settings: the minimum goal stays below the maximum, the minimum investment at most the minimum goal, an extension at least the normal duration.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchCampaignSetting"];
        trace?: never;
    };
    "/api/v1/campaign-setting/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 Goals, minimum investment, durations and enabled campaign kinds.
         * @description A3.5 Goals, minimum investment, durations and enabled campaign kinds.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignSettingFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaign/campaign-story/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.5 Step 3, the story.
         * @description C3.5 Step 3, the story.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignCampaignStoryId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C3.5 Step 3, the story.
         * @description C3.5 Step 3, the story.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchCampaignCampaignStoryId"];
        trace?: never;
    };
    "/api/v1/campaign/campaign-terms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.4 Step 2, the terms of the chosen campaign type.
         * @description C3.4 Step 2, the terms of the chosen campaign type.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignCampaignTermsId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C3.4 Step 2, the terms of the chosen campaign type.
         * @description C3.4 Step 2, the terms of the chosen campaign type.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchCampaignCampaignTermsId"];
        trace?: never;
    };
    "/api/v1/campaign/extras-info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.7 Step 5, extras and links.
         * @description C3.7 Step 5, extras and links.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignExtrasInfoId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C3.7 Step 5, extras and links.
         * @description C3.7 Step 5, extras and links.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchCampaignExtrasInfoId"];
        trace?: never;
    };
    "/api/v1/campaign/fundraising-detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.3 Step 2, fundraising detail and property information (C5.6, C5.7, C8.4).
         * @description C3.3 Step 2, fundraising detail and property information (C5.6, C5.7, C8.4).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignFundraisingDetailId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C3.3 Step 2, fundraising detail and property information (C5.6, C5.7, C8.4).
         * @description C3.3 Step 2, fundraising detail and property information (C5.6, C5.7, C8.4).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchCampaignFundraisingDetailId"];
        trace?: never;
    };
    "/api/v1/campaign/payment-detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.8 Step 6, the bank account that receives the funds.
         * @description C3.8 Step 6, the bank account that receives the funds.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignPaymentDetailId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C3.8 Step 6, the bank account that receives the funds.
         * @description C3.8 Step 6, the bank account that receives the funds.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchCampaignPaymentDetailId"];
        trace?: never;
    };
    "/api/v1/campaigns/{id}/completeness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.2 Which steps are complete and what each still needs.
         * @description C4.2 Which steps are complete and what each still needs.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getCampaignsIdCompleteness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.16 The owner's dashboard of a campaign: raised, investors, followers, savers, early birds, comments.
         * @description C4.16 The owner's dashboard of a campaign: raised, investors, followers, savers, early birds, comments.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getCampaignsIdDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/dashboard/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.17 The comments of the owner's campaign by status, with their replies.
         * @description C4.17 The comments of the owner's campaign by status, with their replies.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getCampaignsIdDashboardComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.14 Follow a campaign (its updates are sent to followers).
         * @description C4.14 Follow a campaign (its updates are sent to followers).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignsIdFollow"];
        /**
         * C4.14 Stop following a campaign.
         * @description C4.14 Stop following a campaign.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteCampaignsIdFollow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.16 A campaign's followers (owner and administrators).
         * @description C4.16 A campaign's followers (owner and administrators).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getCampaignsIdFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/investors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.2 The investors tab of a campaign.
         * @description C7.2 The investors tab of a campaign.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignsIdInvestors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/{id}/submit-for-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.2 Submit a complete draft for the administrators' review.
         * @description C4.2 Submit a complete draft for the administrators' review.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignsIdSubmitForReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.17 Comments waiting for moderation (or of another status), optionally of one campaign.
         * @description C4.17 Comments waiting for moderation (or of another status), optionally of one campaign.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getCampaignsAdminComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C4.17 Approve, decline or mark a comment as spam.
         * @description C4.17 Approve, decline or mark a comment as spam.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchCampaignsAdminCommentsCommentId"];
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C1.3 Every campaign for review, filtered by status and approval type.
         * @description C1.3 Every campaign for review, filtered by status and approval type.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getCampaignsAdminEquities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C1.3 A campaign as its reviewer sees it (every step, private documents included).
         * @description C1.3 A campaign as its reviewer sees it (every step, private documents included).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getCampaignsAdminEquitiesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C1.3 Approve a pending campaign: it goes live at its opening date.
         * @description C1.3 Approve a pending campaign: it goes live at its opening date.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postCampaignsAdminEquitiesIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C1.3 Close a live campaign as successful or unsuccessful.
         * @description C1.3 Close a live campaign as successful or unsuccessful.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postCampaignsAdminEquitiesIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C1.3 Decline a pending campaign with a reason the owner reads.
         * @description C1.3 Decline a pending campaign with a reason the owner reads.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postCampaignsAdminEquitiesIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C1.3 Hide a live campaign from browse and search.
         * @description C1.3 Hide a live campaign from browse and search.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postCampaignsAdminEquitiesIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/admin/equities/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C1.3 Show a hidden campaign again.
         * @description C1.3 Show a hidden campaign again.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postCampaignsAdminEquitiesIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's bytes behind its signed link (expires, signature).
         * @description A document's bytes behind its signed link (expires, signature).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignsDocumentsDocumentIdFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/equities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.1 Browse live and funded campaigns: name search, type, investing type, sort (page × 10).
         * @description C7.1 Browse live and funded campaigns: name search, type, investing type, sort (page × 10).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignsEquities"];
        put?: never;
        /**
         * C2.5 Start a campaign draft of the chosen type (equity, equity with dividends, debt).
         * @description C2.5 Start a campaign draft of the chosen type (equity, equity with dividends, debt).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postCampaignsEquities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored campaign image (logo, cover, gallery, team photo), cached for a year.
         * @description A stored campaign image (logo, cover, gallery, team photo), cached for a year.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignsFilesKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/my-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.4 The owner's campaigns by tab (draft, pending, live, closed…), page × 10.
         * @description C7.4 The owner's campaigns by tab (draft, pending, live, closed…), page × 10.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getCampaignsMyCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/opening-date/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.18 Is this opening date and time (in this zone) valid, and has it passed?
         * @description C4.18 Is this opening date and time (in this zone) valid, and has it passed?
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        post: operations["postCampaignsOpeningDateCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/profile/{slugOrId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.6 The visible campaigns of a public profile.
         * @description C7.6 The visible campaigns of a public profile.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignsProfileSlugOrId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/campaigns/project-return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.19 The return calculator: principal and interest rate (or a debt campaign's rate) give the projected return.
         * @description C4.19 The return calculator: principal and interest rate (or a debt campaign's rate) give the projected return.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCampaignsProjectReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/categories/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Company categories (legal forms).
         * @description A7.8 Company categories (legal forms).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCategoriesFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/child-account-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A4.5 Change child-account settings: each limit at least the one before it (transaction ≤ campaign ≤ month ≤ year ≤ to…
         * @description A4.5 Change child-account settings: each limit at least the one before it (transaction ≤ campaign ≤ month ≤ year ≤ total).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchChildAccountSetting"];
        trace?: never;
    };
    "/api/v1/child-account-setting/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.5 Child accounts: enabled, the guardian's minimum investments, the maximum age and the limits.
         * @description A4.5 Child accounts: enabled, the guardian's minimum investments, the maximum age and the limits.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getChildAccountSettingFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 The contact messages, newest first (page × 10).
         * @description A1.1 The contact messages, newest first (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        get: operations["getContactUs"];
        put?: never;
        /**
         * A2.7 The contact form: name, e-mail, optional phone, subject and message; answers "inquiry sent" (A8.6).
         * @description A2.7 The contact form: name, e-mail, optional phone, subject and message; answers "inquiry sent" (A8.6).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postContactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content-page/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every help-centre question with all its translations (page × 10).
         * @description A1.1 Every help-centre question with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getContentPageFaqs"];
        put?: never;
        /**
         * A1.1 Add a help-centre question.
         * @description A1.1 Add a help-centre question.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postContentPageFaqs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content-page/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a help-centre question.
         * @description A1.1 Delete a help-centre question.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteContentPageFaqsId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a help-centre question (any subset of its fields).
         * @description A1.1 Change a help-centre question (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchContentPageFaqsId"];
        trace?: never;
    };
    "/api/v1/content-page/faqs/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.7 The help centre: categories with their questions (optionally one `?category=`).
         * @description A2.7 The help centre: categories with their questions (optionally one `?category=`).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getContentPageFaqsFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content-page/home-page-section": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.1 The home page sections in every language.
         * @description A2.1 The home page sections in every language.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getContentPageHomePageSection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A2.1 Change the home page sections.
         * @description A2.1 Change the home page sections.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchContentPageHomePageSection"];
        trace?: never;
    };
    "/api/v1/content-page/home-page-section/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.1 The home page's "how it works" and statistics sections in the reader's language.
         * @description A2.1 The home page's "how it works" and statistics sections in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getContentPageHomePageSectionFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content-page/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every content page with all its translations (page × 10).
         * @description A1.1 Every content page with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getContentPagePages"];
        put?: never;
        /**
         * A1.1 Add a content page.
         * @description A1.1 Add a content page.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postContentPagePages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content-page/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.7 A static page (about us, terms, privacy…) by slug, in the reader's language.
         * @description A2.7 A static page (about us, terms, privacy…) by slug, in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getContentPagePagesSlug"];
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a content page.
         * @description A1.1 Delete a content page.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteContentPagePagesId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a content page (any subset of its fields).
         * @description A1.1 Change a content page (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchContentPagePagesId"];
        trace?: never;
    };
    "/api/v1/contracts/create-pdf/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C7.8 contracts/create-pdf, C4.14 Confirm the contract signature with the texted code ("Time expired" once past; five…
         * @description C7.8 contracts/create-pdf, C4.14 Confirm the contract signature with the texted code ("Time expired" once past; five wrong answers end it): the signature is immutable from now on, the signed PDF is written once with the signature, time, address and its SHA-256 in the audit stream, and the contract goes to review.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postContractsCreatePdfInvestmentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/delete-pdf/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * C7.8 contracts/delete-pdf Withdraw a signature not yet confirmed by its code (its picture is deleted); a confirmed si…
         * @description C7.8 contracts/delete-pdf Withdraw a signature not yet confirmed by its code (its picture is deleted); a confirmed signature cannot be deleted.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteContractsDeletePdfInvestmentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/generate-dynamic-contract-data/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.8 generate-dynamic-contract-data, C3.9 One of the investor's investments' contract in the caller's language: title…
         * @description C7.8 generate-dynamic-contract-data, C3.9 One of the investor's investments' contract in the caller's language: title by contract type, clauses, the investor's legal name, the campaign, the amount in figures and in words, share units.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getContractsGenerateDynamicContractDataInvestmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/generate-pdf/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.8 contracts/generate-pdf The contract of one of the investor's investments as a PDF (Arabic shaped and right to le…
         * @description C7.8 contracts/generate-pdf The contract of one of the investor's investments as a PDF (Arabic shaped and right to left, English or French; embedded fonts), marked as a draft until signed.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getContractsGeneratePdfInvestmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/get-investor-contract/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.8 contracts/get-investor-contract The signed contract PDF of one of the investor's investments, exactly as written…
         * @description C7.8 contracts/get-investor-contract The signed contract PDF of one of the investor's investments, exactly as written when the code confirmed it (its SHA-256 is in the audit stream).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getContractsGetInvestorContractInvestmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/resend-otp/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.14 A new code for the contract signature waiting for one; at most one every 30 seconds.
         * @description C4.14 A new code for the contract signature waiting for one; at most one every 30 seconds.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postContractsResendOtpInvestmentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/sign/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C7.8 contract signing, C5.12 Sign an investment's contract (typed at most 20 characters, drawn, or an image under 512…
         * @description C7.8 contract signing, C5.12 Sign an investment's contract (typed at most 20 characters, drawn, or an image under 512 KB): first time, while a code waits, or after a rejection; a six-digit code is texted to the verified mobile number.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postContractsSignInvestmentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contracts/signature/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.14 Where the contract of one of the investor's investments stands: unsigned, a code waiting (countdown and resend)…
         * @description C4.14 Where the contract of one of the investor's investments stands: unsigned, a code waiting (countdown and resend), under review (signed, immutable, answer within 48 working hours), accepted, or rejected with the reason.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getContractsSignatureInvestmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 The active countries with dialling codes, in the reader's language.
         * @description A7.8 The active countries with dialling codes, in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.8 Change a country's names, dialling code or status.
         * @description A7.8 Change a country's names, dialling code or status.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchCountriesId"];
        trace?: never;
    };
    "/api/v1/countries/{id}/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 One country by id or ISO code (e.g. countries/OM/front).
         * @description A7.8 One country by id or ISO code (e.g. countries/OM/front).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCountriesIdFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/countries/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Every country with all its translations.
         * @description A7.8 Every country with all its translations.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getCountriesAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every currency with all its translations (page × 10).
         * @description A1.1 Every currency with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getCurrencies"];
        put?: never;
        /**
         * A1.1 Add a currency.
         * @description A1.1 Add a currency.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postCurrencies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currencies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a currency.
         * @description A1.1 Delete a currency.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteCurrenciesId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a currency (any subset of its fields).
         * @description A1.1 Change a currency (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchCurrenciesId"];
        trace?: never;
    };
    "/api/v1/currencies/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 The active currencies (OMR first) with their decimals.
         * @description A3.5 The active currencies (OMR first) with their decimals.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getCurrenciesFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deal-types/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Deal types (active ones).
         * @description A7.8 Deal types (active ones).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getDealTypesFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.13 The signed-in user's e-mail preferences (five switches).
         * @description A3.13 The signed-in user's e-mail preferences (five switches).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getEmailPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/email-preferences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A3.13 Turn e-mails about invested or saved campaigns, new investments, comments and owner updates on or off.
         * @description A3.13 Turn e-mails about invested or saved campaigns, new investments, comments and owner updates on or off.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEmailPreferencesId"];
        trace?: never;
    };
    "/api/v1/employment-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Employment categories of the investor profile.
         * @description A7.8 Employment categories of the investor profile.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEmploymentCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employment-category/occupation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Occupations of the investor profile.
         * @description A7.8 Occupations of the investor profile.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEmploymentCategoryOccupation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Employment statuses of the investor profile.
         * @description A7.8 Employment statuses of the investor profile.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEmploymentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.9 A campaign by id for its owner or an administrator (the wizard loads it).
         * @description C2.9 A campaign by id for its owner or an administrator (the wizard loads it).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getEquitiesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equities/{slug}/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.2 A campaign's page by slug (drafts only to their owner and administrators).
         * @description C7.2 A campaign's page by slug (drafts only to their owner and administrators).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquitiesSlugFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equities/become-early-bird": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.16 Register interest in an approved campaign before it opens (once per user).
         * @description C4.16 Register interest in an approved campaign before it opens (once per user).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquitiesBecomeEarlyBird"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equities/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.1 The same browse list under the path the home page uses.
         * @description C7.1 The same browse list under the path the home page uses.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquitiesFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equities/get-signed-url/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.2 A short-lived signed link to a document the reader may see.
         * @description C7.2 A short-lived signed link to a document the reader may see.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquitiesGetSignedUrlFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/ach-payment/connect-ach-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.11 Save the bank account the user connected in the provider's session.
         * @description A7.11 Save the bank account the user connected in the provider's session.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityAchPaymentConnectAchAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/ach-payment/create-payment-link-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.11 A link token for the provider's bank-connection widget.
         * @description A7.11 A link token for the provider's bank-connection widget.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityAchPaymentCreatePaymentLinkToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/ach-payment/disconnect-ach-account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.11 Disconnect one of the user's bank accounts (the form's POST alias).
         * @description A7.11 Disconnect one of the user's bank accounts (the form's POST alias).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityAchPaymentDisconnectAchAccountId"];
        /**
         * A7.11 Disconnect one of the user's bank accounts.
         * @description A7.11 Disconnect one of the user's bank accounts.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityAchPaymentDisconnectAchAccountId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/ach-payment/get-all-accounts-by-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.11 The signed-in user's connected bank accounts.
         * @description A7.11 The signed-in user's connected bank accounts.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getEquityAchPaymentGetAllAccountsByUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/ach-payment/get-connection-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.11 Where to connect a bank account for ACH payments (the provider's hosted page).
         * @description A7.11 Where to connect a bank account for ACH payments (the provider's hosted page).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getEquityAchPaymentGetConnectionUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/ach-payment/wallet-process-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.11 Pay a preapproved top-up from a connected bank account.
         * @description A7.11 Pay a preapproved top-up from a connected bank account.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityAchPaymentWalletProcessPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/campaign-faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.9 Step 4, a campaign's FAQs in order.
         * @description C2.9 Step 4, a campaign's FAQs in order.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityCampaignFaqsId"];
        put?: never;
        /**
         * Add a question and its answer (C3.6) to a campaign the caller may edit.
         * @description Add a question and its answer (C3.6) to a campaign the caller may edit.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityCampaignFaqsId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/campaign-faqs/{id}/{faqId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a question and its answer (C3.6).
         * @description Remove a question and its answer (C3.6).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityCampaignFaqsIdFaqId"];
        options?: never;
        head?: never;
        /**
         * Change a question and its answer (C3.6).
         * @description Change a question and its answer (C3.6).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEquityCampaignFaqsIdFaqId"];
        trace?: never;
    };
    "/api/v1/equity/comments/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.17 A campaign's approved comments with their replies (and the reader's own pending ones).
         * @description C4.17 A campaign's approved comments with their replies (and the reader's own pending ones).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityCommentsCampaignId"];
        put?: never;
        /**
         * C4.17 Comment or reply; it waits for moderation unless the owner or an administrator wrote it.
         * @description C4.17 Comment or reply; it waits for moderation unless the owner or an administrator wrote it.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityCommentsCampaignId"];
        /**
         * C4.17 Delete one's own comment (the owner and administrators may delete any) with its replies.
         * @description C4.17 Delete one's own comment (the owner and administrators may delete any) with its replies.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityCommentsCommentId"];
        options?: never;
        head?: never;
        /**
         * C4.17 Edit one's own comment (it is moderated again).
         * @description C4.17 Edit one's own comment (it is moderated again).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEquityCommentsCommentId"];
        trace?: never;
    };
    "/api/v1/equity/comments/parent-comments/{parentCommentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.17 The replies to one comment.
         * @description C4.17 The replies to one comment.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityCommentsParentCommentsParentCommentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/company-profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.2 Step 1, company information (partial saves; C5.4 required fields checked on the merged result).
         * @description C3.2 Step 1, company information (partial saves; C5.4 required fields checked on the merged result).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityCompanyProfileId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C3.2 Step 1, company information (partial saves; C5.4 required fields checked on the merged result).
         * @description C3.2 Step 1, company information (partial saves; C5.4 required fields checked on the merged result).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEquityCompanyProfileId"];
        trace?: never;
    };
    "/api/v1/equity/extras-images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.7 Add a gallery image (title, description, image).
         * @description C3.7 Add a gallery image (title, description, image).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityExtrasImagesId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/extras-images/{id}/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * C3.7 Remove a gallery image.
         * @description C3.7 Remove a gallery image.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityExtrasImagesIdImageId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/lead-investors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C3.5 A campaign's lead investors.
         * @description C3.5 A campaign's lead investors.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityLeadInvestorsId"];
        put?: never;
        /**
         * Add a lead investor (C3.5) to a campaign the caller may edit.
         * @description Add a lead investor (C3.5) to a campaign the caller may edit.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityLeadInvestorsId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/lead-investors/{id}/{leadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a lead investor (C3.5).
         * @description Remove a lead investor (C3.5).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityLeadInvestorsIdLeadId"];
        options?: never;
        head?: never;
        /**
         * Change a lead investor (C3.5).
         * @description Change a lead investor (C3.5).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEquityLeadInvestorsIdLeadId"];
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/check-payment-session/{investmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.6 card provider session fetch Where the card or bank-transfer payment of one of the investor's investments stands…
         * @description C7.6 card provider session fetch Where the card or bank-transfer payment of one of the investor's investments stands (the provider is asked when its answer has not arrived).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getEquityPaymentGatewayCheckPaymentSessionInvestmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C7.6 card provider session create, C1.5 Pay a reserved investment by card (the provider's page to go to) or by bank t…
         * @description C7.6 card provider session create, C1.5 Pay a reserved investment by card (the provider's page to go to) or by bank transfer (the account and the reference to quote): the place is kept meanwhile, the money becomes the investment's hold when it arrives, and a payment that arrives after the place was given back is returned to the wallet. Repeating it answers the first payment.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityPaymentGatewayCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/sandbox/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandbox card provider's hosted page (embedded mode).
         * @description The sandbox card provider's hosted page (embedded mode).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityPaymentGatewaySandboxSessionsSessionId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/sandbox/sessions/{sessionId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox card provider's 3-D Secure challenge.
         * @description The sandbox card provider's 3-D Secure challenge.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        post: operations["postEquityPaymentGatewaySandboxSessionsSessionIdChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/sandbox/sessions/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sandbox card provider's "pay" button.
         * @description The sandbox card provider's "pay" button.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        post: operations["postEquityPaymentGatewaySandboxSessionsSessionIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/wallet-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 Card checkout for a preapproved top-up (the card provider's alias of add-wallet-topup).
         * @description A7.10 Card checkout for a preapproved top-up (the card provider's alias of add-wallet-topup).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Moves money: send an `Idempotency-Key`; the same key with the same body answers the first outcome, however often it is sent.
         */
        post: operations["postEquityPaymentGatewayWalletCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/payment-gateway/webhook/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A signed payment provider notification (verified by its signature; credits a top-up once).
         * @description A signed payment provider notification (verified by its signature; credits a top-up once).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        post: operations["postEquityPaymentGatewayWebhookProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/paymob-payment/get-wallet-checkout-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 Regional card provider checkout for a preapproved top-up.
         * @description A7.10 Regional card provider checkout for a preapproved top-up.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Moves money: send an `Idempotency-Key`; the same key with the same body answers the first outcome, however often it is sent.
         */
        post: operations["postEquityPaymobPaymentGetWalletCheckoutUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/repayment-schedule/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.4 equity/repayment-schedule: a campaign's repayment schedule as anyone may read it on its page (dates, amounts, st…
         * @description C7.4 equity/repayment-schedule: a campaign's repayment schedule as anyone may read it on its page (dates, amounts, statuses).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityRepaymentScheduleCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/team-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C3.5 A campaign's team.
         * @description C3.5 A campaign's team.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityTeamMembersId"];
        put?: never;
        /**
         * Add a team member (C3.5; they are invited by e-mail) to a campaign the caller may edit.
         * @description Add a team member (C3.5; they are invited by e-mail) to a campaign the caller may edit.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityTeamMembersId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/team-members/{id}/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a team member (C3.5; they are invited by e-mail).
         * @description Remove a team member (C3.5; they are invited by e-mail).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityTeamMembersIdMemberId"];
        options?: never;
        head?: never;
        /**
         * Change a team member (C3.5; they are invited by e-mail).
         * @description Change a team member (C3.5; they are invited by e-mail).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEquityTeamMembersIdMemberId"];
        trace?: never;
    };
    "/api/v1/equity/team-members/resend-email/{id}/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.5 Send a team member's invitation again.
         * @description C3.5 Send a team member's invitation again.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityTeamMembersResendEmailIdMemberId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/updates/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.2 A campaign's updates, newest first (page × 10).
         * @description C7.2 A campaign's updates, newest first (page × 10).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getEquityUpdatesCampaignId"];
        put?: never;
        /**
         * Add an update to the campaign's followers (C4.14) to a campaign the caller may edit.
         * @description Add an update to the campaign's followers (C4.14) to a campaign the caller may edit.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postEquityUpdatesId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/equity/updates/{id}/{updateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an update to the campaign's followers (C4.14).
         * @description Remove an update to the campaign's followers (C4.14).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteEquityUpdatesIdUpdateId"];
        options?: never;
        head?: never;
        /**
         * Change an update to the campaign's followers (C4.14).
         * @description Change an update to the campaign's followers (C4.14).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchEquityUpdatesIdUpdateId"];
        trace?: never;
    };
    "/api/v1/extras-document/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.2 A campaign's documents the reader may see (private ones to the owner and administrators).
         * @description C7.2 A campaign's documents the reader may see (private ones to the owner and administrators).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getExtrasDocumentCampaignId"];
        put?: never;
        /**
         * Add a document, public or private (C3.7) to a campaign the caller may edit.
         * @description Add a document, public or private (C3.7) to a campaign the caller may edit.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postExtrasDocumentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extras-document/{id}/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a document, public or private (C3.7).
         * @description Remove a document, public or private (C3.7).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteExtrasDocumentIdDocumentId"];
        options?: never;
        head?: never;
        /**
         * Change a document, public or private (C3.7).
         * @description Change a document, public or private (C3.7).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchExtrasDocumentIdDocumentId"];
        trace?: never;
    };
    "/api/v1/extras-videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a video link (C3.7: YouTube or Vimeo) to a campaign the caller may edit.
         * @description Add a video link (C3.7: YouTube or Vimeo) to a campaign the caller may edit.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postExtrasVideosId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/extras-videos/{id}/{videoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a video link (C3.7: YouTube or Vimeo).
         * @description Remove a video link (C3.7: YouTube or Vimeo).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteExtrasVideosIdVideoId"];
        options?: never;
        head?: never;
        /**
         * Change a video link (C3.7: YouTube or Vimeo).
         * @description Change a video link (C3.7: YouTube or Vimeo).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchExtrasVideosIdVideoId"];
        trace?: never;
    };
    "/api/v1/followed-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.16 The campaigns the user follows, most recently followed first (the investor dashboard).
         * @description C4.16 The campaigns the user follows, most recently followed first (the investor dashboard).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getFollowedCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/front-faqs/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.7 The questions shown in the footer.
         * @description A2.7 The questions shown in the footer.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getFrontFaqsFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/gallery/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.2 A campaign's images and videos (page × 10).
         * @description C7.2 A campaign's images and videos (page × 10).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getGalleryCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.6 GET {id} One of the signed-in investor's investments.
         * @description C7.6 GET {id} One of the signed-in investor's investments.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentId"];
        put?: never;
        /**
         * C7.6 POST {campaignId}, C5.11, C5.13, C5.15 Invest by amount or share units: within minimum and maximum, a multiple o…
         * @description C7.6 POST {campaignId}, C5.11, C5.13, C5.15 Invest by amount or share units: within minimum and maximum, a multiple of the step, not above the available amount, campaign open and not closed, accredited-only campaigns, verification accepted, within the investor's limits. Reserves the capacity and the limit in one transaction.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     An `Idempotency-Key`, when sent, makes a retry answer the first outcome.
         */
        post: operations["postInvestmentCampaignId"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C7.6 PATCH Cancel an investment within its cancellation window (the jurisdiction pack's): the hold is voided, the cap…
         * @description C7.6 PATCH Cancel an investment within its cancellation window (the jurisdiction pack's): the hold is voided, the capacity and the limit freed.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchInvestmentId"];
        trace?: never;
    };
    "/api/v1/investment/{id}/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.6 GET {id}/{campaignId} One of the signed-in investor's investments, checked against its campaign.
         * @description C7.6 GET {id}/{campaignId} One of the signed-in investor's investments, checked against its campaign.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentIdCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/close/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.1, C4.13, C9.3 Close a live campaign now: no new investments; reservations and payments in process end; paid inves…
         * @description C4.1, C4.13, C9.3 Close a live campaign now: no new investments; reservations and payments in process end; paid investments reach escrow; then a successful campaign pays the platform's fee and VAT from escrow and keeps the rest for the owner's payout, and an unsuccessful fixed one refunds every investor to the wallet ("campaign unsuccessful"). Each step is recorded; repeating it resumes the same close.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postInvestmentAdminCloseCampaignId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.14, A6.5 The administrators' contract review queue: signed contracts under review, oldest first, with the signatur…
         * @description C4.14, A6.5 The administrators' contract review queue: signed contracts under review, oldest first, with the signature beside them (status=accepted or rejected for decided ones).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getInvestmentAdminContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/contracts/{investmentId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.14 A signed investment contract PDF, for the reviewer to compare the signature with the investor's.
         * @description C4.14 A signed investment contract PDF, for the reviewer to compare the signature with the investor's.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getInvestmentAdminContractsInvestmentIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/contracts/{investmentId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.14, C1.3 An administrator accepts a signed contract, or rejects it with a reason (for example the signature does n…
         * @description C4.14, C1.3 An administrator accepts a signed contract, or rejects it with a reason (for example the signature does not match): the investor is notified (reSignInvestmentContracts) and signs again.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postInvestmentAdminContractsInvestmentIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C1.3 The administrators' investments list: every investment, newest first, 10 more per load; search by campaign name…
         * @description C1.3 The administrators' investments list: every investment, newest first, 10 more per load; search by campaign name or reference, status and campaign filters.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getInvestmentAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.3 The administrators' payout queue: requested and approved payouts, oldest first (confirmed ones with status=confi…
         * @description C4.3 The administrators' payout queue: requested and approved payouts, oldest first (confirmed ones with status=confirmed).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getInvestmentAdminPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/admin/payouts/{campaignId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.3 An administrator confirms a payout: the owner's amount moves from the campaign's escrow to the owner's wallet, o…
         * @description C4.3 An administrator confirms a payout: the owner's amount moves from the campaign's escrow to the owner's wallet, once. Above the platform's threshold a first administrator approves and a second, different one confirms (maker-checker).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postInvestmentAdminPayoutsCampaignIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/close/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.13 Where a campaign's close stands: outcome, raised, fee, VAT, the owner's amount, refunds (the campaign's owner a…
         * @description C2.13 Where a campaign's close stands: outcome, raised, fee, VAT, the owner's amount, refunds (the campaign's owner and administrators).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentCloseCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/get-investment-process-reciept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.6 get-investment-process-reciept, C2.19 The receipt of an investment: amount, share units, payment, reference, sta…
         * @description C7.6 get-investment-process-reciept, C2.19 The receipt of an investment: amount, share units, payment, reference, status and the cancellation countdown.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentGetInvestmentProcessReciept"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/offer/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.17, C5.11 The invest panel: minimum, maximum, step, available amount, price per share and share units, the opening…
         * @description C2.17, C5.11 The invest panel: minimum, maximum, step, available amount, price per share and share units, the opening state, and the investor's class, limits and what is used of them.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentOfferCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/payout/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.3 Where a campaign's payout stands (its owner and administrators).
         * @description C4.3 Where a campaign's payout stands (its owner and administrators).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentPayoutCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investment/receipt-pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.24 An investment's receipt as a PDF (Arabic, English or French, the caller's language): campaign, reference, amoun…
         * @description C2.24 An investment's receipt as a PDF (Arabic, English or French, the caller's language): campaign, reference, amount, share units, payment, status, dates and the cancellation window.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestmentReceiptPdfId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor-profile-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.12 The signed-in investor's identity document: details (number masked) and signed links to its pictures.
         * @description A3.12 The signed-in investor's identity document: details (number masked) and signed links to its pictures.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestorProfileDocuments"];
        put?: never;
        /**
         * A3.12 Step 4 (scan and verify): the identity document's type, number, expiry date (not passed), gender and legal name…
         * @description A3.12 Step 4 (scan and verify): the identity document's type, number, expiry date (not passed), gender and legal names in English and Arabic.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postInvestorProfileDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor-profile-documents/file/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A picture behind a signed, short-lived link (the link is the permission; it expires in minutes).
         * @description A picture behind a signed, short-lived link (the link is the permission; it expires in minutes).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getInvestorProfileDocumentsFileToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor-profile-documents/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A5.9, A5.10 A picture of the document (front, back) or the live photo: PNG or JPEG by its bytes, at most 5 MB, re-enc…
         * @description A5.9, A5.10 A picture of the document (front, back) or the live photo: PNG or JPEG by its bytes, at most 5 MB, re-encoded (metadata stripped), stored encrypted under a generated name.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postInvestorProfileDocumentsImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.7 The signed-in investor's profile (personal details of A3.8), or null.
         * @description A7.7 The signed-in investor's profile (personal details of A3.8), or null.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getInvestorProfiles"];
        put?: never;
        /**
         * A7.7, A3.8 Step 1 (personal details): create the investor profile. A5.12: an investor who is not the beneficial owner…
         * @description A7.7, A3.8 Step 1 (personal details): create the investor profile. A5.12: an investor who is not the beneficial owner cannot register.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postInvestorProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/investor-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.7, A3.8 Step 1 (personal details): change the investor profile while the verification is not under review or accep…
         * @description A7.7, A3.8 Step 1 (personal details): change the investor profile while the verification is not under review or accepted.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchInvestorProfilesId"];
        trace?: never;
    };
    "/api/v1/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every language with all its translations (page × 10).
         * @description A1.1 Every language with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getLanguages"];
        put?: never;
        /**
         * A1.1 Add a language.
         * @description A1.1 Add a language.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postLanguages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/languages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a language.
         * @description A1.1 Delete a language.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteLanguagesId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a language (any subset of its fields).
         * @description A1.1 Change a language (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchLanguagesId"];
        trace?: never;
    };
    "/api/v1/languages/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 The active languages with their direction (the language switcher).
         * @description A3.5 The active languages with their direction (the language switcher).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getLanguagesFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manage-options/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 One option list (company-industry, team-member-type, campaign-stage, investing-round, investor-type, countries…)…
         * @description A7.8 One option list (company-industry, team-member-type, campaign-stage, investing-round, investor-type, countries…) in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getManageOptionsList"];
        put?: never;
        /**
         * A7.8 Add an option to a list.
         * @description A7.8 Add an option to a list.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postManageOptionsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manage-options/{list}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A7.8 Delete an option.
         * @description A7.8 Delete an option.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteManageOptionsListId"];
        options?: never;
        head?: never;
        /**
         * A7.8 Change an option (any subset of its fields).
         * @description A7.8 Change an option (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchManageOptionsListId"];
        trace?: never;
    };
    "/api/v1/manage-options/admin/{list}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Every option of a list with all its translations (page × 10).
         * @description A7.8 Every option of a list with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getManageOptionsAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 The menus in the reader's language: `?type=header|footer|social` gives that list, none the three.
         * @description A7.8 The menus in the reader's language: `?type=header|footer|social` gives that list, none the three.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getMenus"];
        put?: never;
        /**
         * A1.1 Add a menu link.
         * @description A1.1 Add a menu link.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postMenus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/menus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a menu link.
         * @description A1.1 Delete a menu link.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteMenusId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a menu link (any subset of its fields).
         * @description A1.1 Change a menu link (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchMenusId"];
        trace?: never;
    };
    "/api/v1/menus/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every menu link with all its translations (page × 10).
         * @description A1.1 Every menu link with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getMenusAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/meta-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 The site's name and description in every language.
         * @description A3.5 The site's name and description in every language.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getMetaSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A3.5 Change the site's name or description.
         * @description A3.5 Change the site's name or description.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchMetaSetting"];
        trace?: never;
    };
    "/api/v1/meta-setting/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 The site's name and description in the reader's language.
         * @description A3.5 The site's name and description in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getMetaSettingFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9, C2.24, C9.1 My investments: the table, 3 then 10 more per load; search by campaign name, status and currency fi…
         * @description C7.9, C2.24, C9.1 My investments: the table, 3 then 10 more per load; search by campaign name, status and currency filters.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 dashboard/ The highlights of /investments with the three latest investments.
         * @description C7.9 dashboard/ The highlights of /investments with the three latest investments.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-campaign-distribution-schedule-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-campaign-distribution-schedule-report: the investor's distribution schedule as a CSV file (format=csv) or a…
         * @description C7.9 get-campaign-distribution-schedule-report: the investor's distribution schedule as a CSV file (format=csv) or a PDF (format=pdf), in the caller's language.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetCampaignDistributionScheduleReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-campaign-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-campaign-updates, C1.2 The updates the owners of the campaigns the investor has paid investments in have pos…
         * @description C7.9 get-campaign-updates, C1.2 The updates the owners of the campaigns the investor has paid investments in have posted, newest first (one campaign with campaignId).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetCampaignUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-campaigns The campaigns the investor has paid investments in, with how much and how many.
         * @description C7.9 get-campaigns The campaigns the investor has paid investments in, with how much and how many.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-dashbord-amounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-dashbord-amounts The highlights of /investments: total invested, number of investments and campaigns, pendin…
         * @description C7.9 get-dashbord-amounts The highlights of /investments: total invested, number of investments and campaigns, pending, distributions to come.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetDashbordAmounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-distribution-chart-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.25, C7.9 get-distribution-chart-data: received and future distributions per month.
         * @description C2.25, C7.9 get-distribution-chart-data: received and future distributions per month.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetDistributionChartData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-distribution-schedule-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.25, C7.9 get-distribution-schedule-list: the investor's distribution schedule, for one campaign or all: each row's…
         * @description C2.25, C7.9 get-distribution-schedule-list: the investor's distribution schedule, for one campaign or all: each row's expected share, what was received, its status.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetDistributionScheduleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-future-distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-future-distribution: what the investor is still to receive, and the next expected distribution.
         * @description C7.9 get-future-distribution: what the investor is still to receive, and the next expected distribution.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetFutureDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-graph-by-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-graph-by-transactions The chart by transaction: every paid investment of a year, in one currency.
         * @description C7.9 get-graph-by-transactions The chart by transaction: every paid investment of a year, in one currency.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetGraphByTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-graph-by-transactions-for-distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-graph-by-transactions-for-distribution: distributions received per month of one year (transactionYear, this…
         * @description C7.9 get-graph-by-transactions-for-distribution: distributions received per month of one year (transactionYear, this year by default).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetGraphByTransactionsForDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-graph-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-graph-data The summary chart: amount invested per month of a year, in one currency.
         * @description C7.9 get-graph-data The summary chart: amount invested per month of a year, in one currency.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetGraphData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-re-sign-contract-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-re-sign-contract-list, A4.11 The investor's investments whose contract an administrator rejected (with the r…
         * @description C7.9 get-re-sign-contract-list, A4.11 The investor's investments whose contract an administrator rejected (with the reason): to be signed again.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetReSignContractList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/my-investment/get-unique-currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.9 get-unique-currency, C9.8 The currencies the investor has invested in (the portfolio's currency choice).
         * @description C7.9 get-unique-currency, C9.8 The currencies the investor has invested in (the portfolio's currency choice).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getMyInvestmentGetUniqueCurrency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.9 Subscribe an address to the newsletter (the footer form).
         * @description A7.9 Subscribe an address to the newsletter (the footer form).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postNewsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document (OpenAPI 3.1)
         * @description The published REST API, built from the contracts. Anyone may read it.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-gateway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.3 The ways to pay that are offered, named in the reader's language.
         * @description A1.3 The ways to pay that are offered, named in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getPaymentGateway"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A1.3 Turn ways to pay on or off.
         * @description A1.3 Turn ways to pay on or off.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchPaymentGateway"];
        trace?: never;
    };
    "/api/v1/payment-gateway/ach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.8 Change the ACH switches.
         * @description A7.8 Change the ACH switches.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchPaymentGatewayAch"];
        trace?: never;
    };
    "/api/v1/payment-gateway/ach/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 ACH: owner payouts, auto-repayment and support switches.
         * @description A7.8 ACH: owner payouts, auto-repayment and support switches.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getPaymentGatewayAchFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/process-investment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C7.6 process-investment/, C2.18 Pay a reserved investment: by wallet, a hold on the investor's wallet for the campaig…
         * @description C7.6 process-investment/, C2.18 Pay a reserved investment: by wallet, a hold on the investor's wallet for the campaign's escrow ("Insufficient wallet balance" when it cannot be held). Repeating it answers the outcome of the first.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postProcessInvestmentId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/process-investment/campaign-investors/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.6 process-investment/campaign-investors The paid investments of a campaign by investor, for its owner and administ…
         * @description C7.6 process-investment/campaign-investors The paid investments of a campaign by investor, for its owner and administrators.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getProcessInvestmentCampaignInvestorsCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recaptcha/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A5.12 The captcha challenge the login form shows after failed attempts (an image and its id, or none).
         * @description A5.12 The captcha challenge the login form shows after failed attempts (an image and its id, or none).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        get: operations["getRecaptchaFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/admin/repayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C6.4 Administrators' view of schedules: rows overdue, awaiting payment or written off across campaigns, oldest due fi…
         * @description C6.4 Administrators' view of schedules: rows overdue, awaiting payment or written off across campaigns, oldest due first.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getRepaymentAdminRepayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/admin/write-off/{rowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C4.16 An administrator writes off what is outstanding on a row, with a reason (kept and shown); it counts as defaulted.
         * @description C4.16 An administrator writes off what is outstanding on a row, with a reason (kept and shown); it counts as defaulted.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postRepaymentAdminWriteOffRowId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/calculate-total-repayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C7.4 calculate-total-repayment (totalProfitAmount): the schedule terms would give: profit fixed up front on the princ…
         * @description C7.4 calculate-total-repayment (totalProfitAmount): the schedule terms would give: profit fixed up front on the principal (rate a year × term), never compounding, split over the instalments after the grace period.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        post: operations["postRepaymentCalculateTotalRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/create-auto-repayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.10, C7.4 create-auto-repayment: the owner switches automatic repayment on or off: each row due is paid from the ow…
         * @description C3.10, C7.4 create-auto-repayment: the owner switches automatic repayment on or off: each row due is paid from the owner's wallet on its due date (a shortfall is told as "repayment process failed").
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postRepaymentCreateAutoRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/create-repayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C2.15, C7.4 create-repayment: the owner pays a row (whole or part of what is outstanding) from the wallet; the paymen…
         * @description C2.15, C7.4 create-repayment: the owner pays a row (whole or part of what is outstanding) from the wallet; the payment is distributed to every investor pro rata in one ledger batch, the platform's fee withheld. The client's paymentId makes a retry answer the same payment.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postRepaymentCreateRepayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/declare-dividend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C3.10 The owner of a successful equity-with-dividends campaign declares a dividend: a schedule row of type dividend,…
         * @description C3.10 The owner of a successful equity-with-dividends campaign declares a dividend: a schedule row of type dividend, due on its date, distributed pro rata when paid.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postRepaymentDeclareDividend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/get-repayment/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.14, C3.11, C4.16, C7.4 get-repayment: a campaign's repayment tab for its owner and administrators: terms, every ro…
         * @description C2.14, C3.11, C4.16, C7.4 get-repayment: a campaign's repayment tab for its owner and administrators: terms, every row of the schedule with its status, paid and outstanding amounts.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getRepaymentGetRepaymentCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/get-single-repayment/{rowId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.15, C7.4 get-single-repayment: one row of a schedule, for the payment page (its owner and administrators).
         * @description C2.15, C7.4 get-single-repayment: one row of a schedule, for the payment page (its owner and administrators).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getRepaymentGetSingleRepaymentRowId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/process-repayment/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * C7.4 process-repayment: finish a payment left pending (the wallet did not answer, the service restarted): the same id…
         * @description C7.4 process-repayment: finish a payment left pending (the wallet did not answer, the service restarted): the same idempotent steps, then its receipt. The payer or an administrator.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchRepaymentProcessRepaymentPaymentId"];
        trace?: never;
    };
    "/api/v1/repayment/receipt/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.16 A repayment's receipt: the payment, its outcome and its distribution (the payer and administrators).
         * @description C2.16 A repayment's receipt: the payment, its outcome and its distribution (the payer and administrators).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getRepaymentReceiptPaymentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/repayment/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Default and late-payment figures of the last 36 months, platform-wide or for one campaign's owner (every campaign of…
         * @description Default and late-payment figures of the last 36 months, platform-wide or for one campaign's owner (every campaign of that owner), computed from the schedules and payments.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getRepaymentStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/request-payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * C7.4 request-payout, C4.3 The owner of a successful, closed campaign asks for its payout: what escrow keeps for them…
         * @description C7.4 request-payout, C4.3 The owner of a successful, closed campaign asks for its payout: what escrow keeps for them after the platform's fee and VAT. Repeating it answers the same request.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postRequestPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/revenue-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A3.5 Change the platform fee or VAT.
         * @description A3.5 Change the platform fee or VAT.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchRevenueSetting"];
        trace?: never;
    };
    "/api/v1/revenue-setting/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 The platform fee (percentage or fixed) and VAT.
         * @description A3.5 The platform fee (percentage or fixed) and VAT.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getRevenueSettingFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C7.5 The campaigns the user saved, newest first.
         * @description C7.5 The campaigns the user saved, newest first.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getSavedCampaigns"];
        put?: never;
        /**
         * C7.5 Save a campaign to the user's list (saving it twice keeps one).
         * @description C7.5 Save a campaign to the user's list (saving it twice keeps one).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postSavedCampaigns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * C7.5 Remove a campaign from the user's saved list (by saved id or campaign id).
         * @description C7.5 Remove a campaign from the user's saved list (by saved id or campaign id).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteSavedCampaignsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/saved-campaigns/get-users/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C4.16 Who saved the owner's campaign (owner and administrators).
         * @description C4.16 Who saved the owner's campaign (owner and administrators).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getSavedCampaignsGetUsersCampaignId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 The site section's values.
         * @description A3.5 The site section's values.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getSiteSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A3.5 Change site settings (any subset of keys).
         * @description A3.5 Change site settings (any subset of keys).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchSiteSetting"];
        trace?: never;
    };
    "/api/v1/site-setting/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 Logo, colours, time zone, analytics, maintenance mode, wallet module, admin-only creation and the site's name in…
         * @description A3.5 Logo, colours, time zone, analytics, maintenance mode, wallet module, admin-only creation and the site's name in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getSiteSettingFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/site-setting/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.5 Every settings section with its stored values (administration screens).
         * @description A3.5 Every settings section with its stored values (administration screens).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getSiteSettingSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every home page slide with all its translations (page × 10).
         * @description A1.1 Every home page slide with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getSliders"];
        put?: never;
        /**
         * A1.1 Add a home page slide.
         * @description A1.1 Add a home page slide.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postSliders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sliders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a home page slide.
         * @description A1.1 Delete a home page slide.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteSlidersId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a home page slide (any subset of its fields).
         * @description A1.1 Change a home page slide (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchSlidersId"];
        trace?: never;
    };
    "/api/v1/sliders/front-sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.1 The home page's slides in the reader's language.
         * @description A2.1 The home page's slides in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getSlidersFrontSliders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/social-signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 The social sign-in providers and whether each is enabled.
         * @description A7.8 The social sign-in providers and whether each is enabled.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getSocialSignup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.8 Change the social sign-in providers: an enabled provider needs its client id.
         * @description A7.8 Change the social sign-in providers: an enabled provider needs its client id.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchSocialSignup"];
        trace?: never;
    };
    "/api/v1/social-signup/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 One social sign-in provider (google, facebook, linkedin).
         * @description A7.8 One social sign-in provider (google, facebook, linkedin).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getSocialSignupProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sources-of-income-type/sub-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.8 The six sources of income, each with its sub-types.
         * @description A3.8 The six sources of income, each with its sub-types.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getSourcesOfIncomeTypeSubType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suitability-test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Step 3: the suitability test of the jurisdiction pack (questions and options in the caller's language; scoring s…
         * @description A7.8 Step 3: the suitability test of the jurisdiction pack (questions and options in the caller's language; scoring stays on the server).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getSuitabilityTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suitability-test/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A6.4 Step 3: answer the suitability test; a failed test blocks investing and may be retaken after the pack's wait.
         * @description A6.4 Step 3: answer the suitability test; a failed test blocks investing and may be retaken after the pack's wait.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postSuitabilityTestAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Every testimonial with all its translations (page × 10).
         * @description A1.1 Every testimonial with all its translations (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getTestimonials"];
        put?: never;
        /**
         * A1.1 Add a testimonial.
         * @description A1.1 Add a testimonial.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postTestimonials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/testimonials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * A1.1 Delete a testimonial.
         * @description A1.1 Delete a testimonial.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        delete: operations["deleteTestimonialsId"];
        options?: never;
        head?: never;
        /**
         * A1.1 Change a testimonial (any subset of its fields).
         * @description A1.1 Change a testimonial (any subset of its fields).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchTestimonialsId"];
        trace?: never;
    };
    "/api/v1/testimonials/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.1 The home page's testimonials in the reader's language.
         * @description A2.1 The home page's testimonials in the reader's language.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getTestimonialsFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 The same list as get-user-wallet-list.
         * @description A7.10 The same list as get-user-wallet-list.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 One of the user's transactions.
         * @description A7.10 One of the user's transactions.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getTransactionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/types/front": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 Campaign types; their keys are the campaigns' termsSlug values.
         * @description A7.8 Campaign types; their keys are the campaigns' termsSlug values.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getTypesFront"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4 The signed-in user's own activity log, newest first (page × 10).
         * @description A4 The signed-in user's own activity log, newest first (page × 10).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getUserActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.7 The signed-in user's notifications, newest first (page × 10), with the unread count.
         * @description A3.7 The signed-in user's notifications, newest first (page × 10), with the unread count.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getUserNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user-notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A4.13 Mark one of the user's own notifications read (or unread).
         * @description A4.13 Mark one of the user's own notifications read (or unread).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchUserNotificationsId"];
        trace?: never;
    };
    "/api/v1/user-notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A2.18 Mark every notification of the signed-in user read; answers how many changed.
         * @description A2.18 Mark every notification of the signed-in user read; answers how many changed.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUserNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 The users, newest first, searched by name, e-mail or slug (page × 10).
         * @description A1.1 The users, newest first, searched by name, e-mail or slug (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A1.1 Activate or deactivate a user; a deactivated user's sessions end.
         * @description A1.1 Activate or deactivate a user; a deactivated user's sessions end.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        patch: operations["patchUsersIdStatus"];
        trace?: never;
    };
    "/api/v1/users/activeAccount/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.4 Activate an account with the token of its e-mailed link (the activation page posts it).
         * @description A7.4 Activate an account with the token of its e-mailed link (the activation page posts it).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        patch: operations["patchUsersActiveAccountUserId"];
        trace?: never;
    };
    "/api/v1/users/apply-manual-kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A2.20, A4.3, A7.6 Ask for a manual identity check instead of the automated one (the live photo is then not needed); a…
         * @description A2.20, A4.3, A7.6 Ask for a manual identity check instead of the automated one (the live photo is then not needed); a reviewer decides within three working days (A9.6).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersApplyManualKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/change-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4 A new mobile number (A5.3: 8 to 13 digits); an SMS code confirms it.
         * @description A4.4 A new mobile number (A5.3: 8 to 13 digits); an SMS code confirms it.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersChangeNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/current-user-newsletter-subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.9 Subscribe the signed-in user's address (or the one given) to the newsletter.
         * @description A7.9 Subscribe the signed-in user's address (or the one given) to the newsletter.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersCurrentUserNewsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/follow/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A2.8 Follow a user.
         * @description A2.8 Follow a user.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersFollowUserId"];
        /**
         * A2.8 Stop following a user.
         * @description A2.8 Stop following a user.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        delete: operations["deleteUsersFollowUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.3 E-mail a password-reset link (the same answer whether or not the address has an account).
         * @description A7.3 E-mail a password-reset link (the same answer whether or not the address has an account).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/get-investment-received-pending-investments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * C2.13, C2.29 The owner dashboard's investments tab: a campaign's received (paid) and pending investments with their t…
         * @description C2.13, C2.29 The owner dashboard's investments tab: a campaign's received (paid) and pending investments with their totals, for its owner and administrators.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getUsersGetInvestmentReceivedPendingInvestments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.2 Sign in: the token at the top level, or a second-factor challenge (A3.2, A4.1); a captcha after failed attempts…
         * @description A7.2 Sign in: the token at the top level, or a second-factor challenge (A3.2, A4.1); a captcha after failed attempts (A5.12).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.2 Sign out: the session of the token sent, if any, ends.
         * @description A7.2 Sign out: the session of the token sent, if any, ends.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        post: operations["postUsersLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.3 The signed-in user with the profile fields.
         * @description A3.3 The signed-in user with the profile fields.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getUsersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/photos/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored profile or cover photo (the image itself).
         * @description A stored profile or cover photo (the image itself).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getUsersPhotosKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile-network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.8 Followers and following of a user (the caller by default), page × 10.
         * @description A2.8 Followers and following of a user (the caller by default), page × 10.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getUsersProfileNetwork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile-network/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.8 Followers and following of the user with this slug, page × 10.
         * @description A2.8 Followers and following of the user with this slug, page × 10.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getUsersProfileNetworkSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/profile/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.8 A user's public profile by slug (whether the caller follows them, when signed in).
         * @description A2.8 A user's public profile by slug (whether the caller follows them, when signed in).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getUsersProfileSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/regenerate-qr-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.15 The authenticator app's QR code and secret for the signed-in user (kept until confirmed).
         * @description A4.15 The authenticator app's QR code and secret for the signed-in user (kept until confirmed).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        get: operations["getUsersRegenerateQrCode"];
        put?: never;
        /**
         * A4.15 A new authenticator secret and QR code (the previous one stops working once confirmed).
         * @description A4.15 A new authenticator secret and QR code (the previous one stops working once confirmed).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersRegenerateQrCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/resend-login-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.1 E-mail a new sign-in code.
         * @description A4.1 E-mail a new sign-in code.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersResendLoginOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/resend-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4 Send the mobile number's code again (after the countdown).
         * @description A4.4 Send the mobile number's code again (after the countdown).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersResendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/resendUserActivationLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.4 E-mail a new activation link (the same answer whether or not the address has an account).
         * @description A7.4 E-mail a new activation link (the same answer whether or not the address has an account).
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersResendUserActivationLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/resetPassword/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.3 Set a new password with the token of the reset link; every session of the account ends.
         * @description A7.3 Set a new password with the token of the reset link; every session of the account ends.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        patch: operations["patchUsersResetPasswordToken"];
        trace?: never;
    };
    "/api/v1/users/send-invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.9 Invite up to 10 people by e-mail, with an optional message of at most 500 characters.
         * @description A7.9 Invite up to 10 people by e-mail, with an optional message of at most 500 characters.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersSendInvites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.2 Create an account (A5.2 English names up to 20 letters, A5.3 phone 8 to 13 digits, A5.4 a strong password, A5.6…
         * @description A7.2 Create an account (A5.2 English names up to 20 letters, A5.3 phone 8 to 13 digits, A5.4 a strong password, A5.6 terms accepted); an activation link is e-mailed.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/social-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.2 Sign in (or sign up) with Google, Facebook or LinkedIn from the provider's ID token.
         * @description A7.2 Sign in (or sign up) with Google, Facebook or LinkedIn from the provider's ID token.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersSocialLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/switch-to-two-factor-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A4.15 Choose the second factor (e-mailed code, authenticator app, or none), switchable at any time.
         * @description A4.15 Choose the second factor (e-mailed code, authenticator app, or none), switchable at any time.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchUsersSwitchToTwoFactorAuth"];
        trace?: never;
    };
    "/api/v1/users/two-factor-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.15 E-mail a code confirming a change of the second factor (turning e-mailed codes on, or the second factor off).
         * @description A4.15 E-mail a code confirming a change of the second factor (turning e-mailed codes on, or the second factor off).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersTwoFactorCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/updateMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A3.4 Update the profile (A5.5: names, profile name 3 to 60, slug of letters, numbers and hyphens, description up to 2…
         * @description A3.4 Update the profile (A5.5: names, profile name 3 to 60, slug of letters, numbers and hyphens, description up to 200, links, photos).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchUsersUpdateMe"];
        trace?: never;
    };
    "/api/v1/users/updateMyPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.3 Change the password (the current one first); the other sessions end.
         * @description A7.3 Change the password (the current one first); the other sessions end.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        patch: operations["patchUsersUpdateMyPassword"];
        trace?: never;
    };
    "/api/v1/users/upload-cover-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A5.5 Replace the cover photo (PNG or JPEG under 2 MB, at least 1200 × 400).
         * @description A5.5 Replace the cover photo (PNG or JPEG under 2 MB, at least 1200 × 400).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersUploadCoverPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/upload-photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A5.5 Replace the profile photo (PNG or JPEG under 2 MB, at least 200 × 200).
         * @description A5.5 Replace the profile photo (PNG or JPEG under 2 MB, at least 200 × 200).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postUsersUploadPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/validateLoginTwoFactorUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.1 The second factor of a sign-in: the e-mailed or authenticator code.
         * @description A4.1 The second factor of a sign-in: the e-mailed or authenticator code.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersValidateLoginTwoFactorUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/validateSignupTwoFactorUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.15 Confirm the authenticator app with its first code.
         * @description A4.15 Confirm the authenticator app with its first code.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersValidateSignupTwoFactorUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.4 Confirm the mobile number with the SMS code ("Time expired" after its validity).
         * @description A4.4 Confirm the mobile number with the SMS code ("Time expired" after its validity).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Counted against the strict sign-in budget (a few per window per address and path), besides the general one.
         */
        post: operations["postUsersVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usertypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.8 User types.
         * @description A7.8 User types.
         *
         *     Anyone may call it; a token, if sent, is used (the answer may then say more).
         */
        get: operations["getUsertypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/add-wallet-topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 Pay a preapproved top-up: the transaction (status 1, in process) and the payment provider's checkout.
         * @description A7.10 Pay a preapproved top-up: the transaction (status 1, in process) and the payment provider's checkout.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Moves money: send an `Idempotency-Key`; the same key with the same body answers the first outcome, however often it is sent.
         */
        post: operations["postWalletAddWalletTopup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/add-wallet-topup/child": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 Top up a child's wallet.
         * @description A7.10 Top up a child's wallet.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postWalletAddWalletTopupChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A1.1 Manual credits and refunds, by status (page × 10).
         * @description A1.1 Manual credits and refunds, by status (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getWalletAdminAdjustments"];
        put?: never;
        /**
         * A1.1 Credit or refund a wallet by hand with a reason; above MAKER_CHECKER_THRESHOLD it waits for a second administrator.
         * @description A1.1 Credit or refund a wallet by hand with a reason; above MAKER_CHECKER_THRESHOLD it waits for a second administrator.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         *     Moves money: send an `Idempotency-Key`; the same key with the same body answers the first outcome, however often it is sent.
         */
        post: operations["postWalletAdminAdjustments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/adjustments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A1.1 The second administrator approves a manual adjustment.
         * @description A1.1 The second administrator approves a manual adjustment.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postWalletAdminAdjustmentsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/adjustments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A1.1 The checker refuses a manual adjustment, with a reason.
         * @description A1.1 The checker refuses a manual adjustment, with a reason.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postWalletAdminAdjustmentsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.6 Every user's wallet transactions, filtered by status, type, gateway, user or words (page × 10).
         * @description A4.6 Every user's wallet transactions, filtered by status, type, gateway, user or words (page × 10).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getWalletAdminTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.6 One transaction with its user.
         * @description A4.6 One transaction with its user.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getWalletAdminTransactionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/transactions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.6 Approve a bank-transfer top-up (the wallet is credited) or a withdrawal (the hold is paid out).
         * @description A4.6 Approve a bank-transfer top-up (the wallet is credited) or a withdrawal (the hold is paid out).
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postWalletAdminTransactionsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/transactions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A4.6 Reject a pending bank-transfer top-up or withdrawal with a reason (a withdrawal's held amount returns to the wal…
         * @description A4.6 Reject a pending bank-transfer top-up or withdrawal with a reason (a withdrawal's held amount returns to the wallet); the user is notified.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        post: operations["postWalletAdminTransactionsIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/transactions/{id}/slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.6 The bank-transfer slip of a top-up.
         * @description A4.6 The bank-transfer slip of a top-up.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getWalletAdminTransactionsIdSlip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/admin/transactions/pending-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.6 How many top-ups and withdrawals wait for review.
         * @description A4.6 How many top-ups and withdrawals wait for review.
         *
         *     Administrators only: a session whose token carries `isAdmin`.
         */
        get: operations["getWalletAdminTransactionsPendingCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/balance-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.22 The balance at the end of each day (the wallet chart).
         * @description A2.22 The balance at the end of each day (the wallet chart).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletBalanceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/bank-transfer-slip/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A4.6 The bank-transfer slip of one of the user's top-ups.
         * @description A4.6 The bank-transfer slip of one of the user's top-ups.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletBankTransferSlipTransactionId"];
        put?: never;
        /**
         * A4.6 Upload the bank-transfer slip of a top-up (pdf, jpg or png, at most 5 MB; multipart).
         * @description A4.6 Upload the bank-transfer slip of a top-up (pdf, jpg or png, at most 5 MB; multipart).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     A multipart upload: the file in `slip` (application/pdf, image/jpeg, image/png; at most 5 MB).
         */
        post: operations["postWalletBankTransferSlipTransactionId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/child-wallet-preapproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 The amount to top up a child's wallet.
         * @description A7.10 The amount to top up a child's wallet.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postWalletChildWalletPreapproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/child-wallet-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 Withdraw from a child's wallet.
         * @description A7.10 Withdraw from a child's wallet.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postWalletChildWalletWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/get-child-wallet-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 A child's wallet.
         * @description A7.10 A child's wallet.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletGetChildWalletDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/get-child-wallet-detail/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 A child's wallet.
         * @description A7.10 A child's wallet.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletGetChildWalletDetailChildId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/get-child-wallet-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 The guardian's children's wallets.
         * @description A7.10 The guardian's children's wallets.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletGetChildWalletList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/get-child-wallet-transaction-list/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 A child's wallet transactions.
         * @description A7.10 A child's wallet transactions.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletGetChildWalletTransactionListChildId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/get-user-wallet-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 The wallet: balance, held, available, the low-balance notice, limits and payment methods.
         * @description A7.10 The wallet: balance, held, available, the low-balance notice, limits and payment methods.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletGetUserWalletDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/get-user-wallet-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 The wallet's transactions, newest first (page × 10, A9.3).
         * @description A7.10 The wallet's transactions, newest first (page × 10, A9.3).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletGetUserWalletList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.22 The statement as CSV (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive).
         * @description A2.22 The statement as CSV (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A2.22 The statement as a PDF (Arabic shaped and right-to-left).
         * @description A2.22 The statement as a PDF (Arabic shaped and right-to-left).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/topup-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A3.17 The fees of a top-up of `amount` baisa by a payment method, shown before paying.
         * @description A3.17 The fees of a top-up of `amount` baisa by a payment method, shown before paying.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletTopupFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 One of the user's transactions (the receipt page).
         * @description A7.10 One of the user's transactions (the receipt page).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletTransactionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/update-wallet-topup/{preapprovalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * A7.10 Where a top-up stands (the provider is asked when needed).
         * @description A7.10 Where a top-up stands (the provider is asked when needed).
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        patch: operations["patchWalletUpdateWalletTopupPreapprovalId"];
        trace?: never;
    };
    "/api/v1/wallet/wallet-preapproval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 The amount to top up, checked against the minimum and maximum (A5.11); the fees are quoted before paying.
         * @description A7.10 The amount to top up, checked against the minimum and maximum (A5.11); the fees are quoted before paying.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        post: operations["postWalletWalletPreapproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/wallet-preapproval/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A7.10 A preapproved top-up.
         * @description A7.10 A preapproved top-up.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         */
        get: operations["getWalletWalletPreapprovalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/wallet/wallet-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A7.10 Withdraw to a bank account: the transaction (status 0, pending) holds the amount until an administrator approve…
         * @description A7.10 Withdraw to a bank account: the transaction (status 0, pending) holds the amount until an administrator approves or rejects it.
         *
         *     Needs a signed-in session: `Authorization: Bearer <token>` from `users/login`.
         *     Moves money: send an `Idempotency-Key`; the same key with the same body answers the first outcome, however often it is sent.
         */
        post: operations["postWalletWalletWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Fail: {
            /** @description In the caller's language (`?lng=` ar, en or fr; Arabic by default). */
            message: string;
            /** @constant */
            status: "fail";
        };
        Success: {
            /** @description The answer is in `data.data`; lists add paging fields beside it. */
            data: {
                /** @description The answer. */
                data?: unknown;
            };
            /** @constant */
            status: "success";
        };
        ValidationFail: {
            errors: {
                /** @description The field, dotted for nested ones. */
                field: string;
                /** @description Its first broken rule, translated. */
                msg: string;
            }[];
            /** @description In the caller's language. */
            message: string;
            /** @constant */
            status: "fail";
        };
    };
    responses: {
        /** @description Administrators only: the token's `isAdmin` claim is not true. */
        AdminOnly: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description Validation failed: `errors[]` names each field with its translated message (the first broken rule per field); or the body is not JSON. */
        BadRequest: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationFail"];
            };
        };
        /** @description Conflicts with the current state: already done, changed meanwhile, or the same Idempotency-Key sent with another request. */
        Conflict: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description Created: `data.data` holds what was made. */
        Created: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Success"];
            };
        };
        /** @description The session may not do this: an administrator's operation, or a record of another account. */
        Forbidden: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description An unexpected error; `X-Correlation-Id` finds it in the logs. Nothing is half done: money paths are idempotent, send the same request again. */
        InternalError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description No such record (or not one this session may see). */
        NotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description The body is larger than the gateway or the owning service accepts. */
        PayloadTooLarge: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description The owning service did not answer in time (or is restarting): send the same request again in a moment. */
        ServiceUnavailable: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description Success: `data.data` holds the answer. */
        Success: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Success"];
            };
        };
        /** @description Too many requests from this address or account: wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description No valid session: the token is missing, malformed, expired or revoked (sign in again). */
        Unauthorized: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
        /** @description Well formed but refused by a rule of the platform (a limit, a balance, a state); the message says which. */
        Unprocessable: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Fail"];
            };
        };
    };
    parameters: {
        /** @description The language of messages (Arabic by default). */
        lng: "ar" | "en" | "fr";
    };
    requestBodies: never;
    headers: {
        /** @description Sent only when the request's Origin is one of the gateway's allowed origins (CORS_ORIGINS); browsers refuse the answer to any other origin. */
        "Access-Control-Allow-Origin": string;
        /** @description Requests allowed per window by the tightest budget this request counts against (draft-ietf-httpapi-ratelimit-headers). */
        "RateLimit-Limit": number;
        /** @description Requests left in the window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window ends. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before sending again. */
        "Retry-After": number;
        /** @description The request's id in every service's logs and events (the client's own when it sent one like it). */
        "X-Correlation-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWellKnownJwksJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A JSON Web Key Set. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerification: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditation: ("under-review" | "approved" | "declined") | null;
                                /** @enum {string} */
                                consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                decidedAt: string | null;
                                declarations: {
                                    /** Format: int64 */
                                    annualIncome: number;
                                    declaredAt: string;
                                    enhancedReview: boolean;
                                    /** @enum {string} */
                                    fatcaSubject: "yes" | "no";
                                    /** @enum {string} */
                                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                    /** Format: int64 */
                                    jointIncome?: number;
                                    /** Format: int64 */
                                    netAssets: number;
                                    /** @enum {string} */
                                    politicallyExposed: "yes" | "no";
                                    sourceOfWealth: string;
                                    /** @enum {string} */
                                    usPerson: "yes" | "no";
                                } | null;
                                declineReason: string | null;
                                id: string;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                manualKyc: {
                                    dueBy: string;
                                    requestedAt: string;
                                } | null;
                                profile: {
                                    anotherNationalityCountry?: string;
                                    /** @enum {string} */
                                    beneficialOwner: "yes" | "no";
                                    buildingName: string;
                                    dataProcessingAgreement: boolean;
                                    employmentStatus: string;
                                    expectedInvestmentSize?: string;
                                    /** @enum {string} */
                                    hasAnotherNationality: "yes" | "no";
                                    id: string;
                                    /** @enum {string} */
                                    investorType: "individual" | "company";
                                    /** Format: int64 */
                                    monthlyIncome: number;
                                    occupation?: string;
                                    occupationCategory?: string;
                                    otherIncomeDetail?: string;
                                    otherOccupation?: string;
                                    preferredInvestmentSegment?: string;
                                    secondaryEmail?: string;
                                    secondaryNumber?: string;
                                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                    streetName: string;
                                    updatedAt: string;
                                    userId: string;
                                } | null;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                /** @enum {string} */
                                status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                steps: {
                                    consent: boolean;
                                    declarations: boolean;
                                    identityDocument: boolean;
                                    personalDetails: boolean;
                                    suitability: boolean;
                                };
                                submittedAt: string | null;
                                suitability: {
                                    /** Format: int64 */
                                    passScore: number;
                                    retakeAt: string | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    status: "not-taken" | "passed" | "failed";
                                    takenAt: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationRemark: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationRemarkIdDocumentsDocumentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                documentId: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationAdminId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditation: ("under-review" | "approved" | "declined") | null;
                                approvableClasses: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                }[];
                                /** @enum {string} */
                                consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                decidedAt: string | null;
                                declarations: {
                                    /** Format: int64 */
                                    annualIncome: number;
                                    declaredAt: string;
                                    enhancedReview: boolean;
                                    /** @enum {string} */
                                    fatcaSubject: "yes" | "no";
                                    /** @enum {string} */
                                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                    /** Format: int64 */
                                    jointIncome?: number;
                                    /** Format: int64 */
                                    netAssets: number;
                                    /** @enum {string} */
                                    politicallyExposed: "yes" | "no";
                                    sourceOfWealth: string;
                                    /** @enum {string} */
                                    usPerson: "yes" | "no";
                                } | null;
                                declineReason: string | null;
                                history: {
                                    actorId: string;
                                    at: string;
                                    /** @enum {string} */
                                    decision: "submitted" | "accept" | "decline" | "re-sign" | "expired";
                                    id: string;
                                    investorClass: string | null;
                                    reason: string | null;
                                }[];
                                id: string;
                                investor: {
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                } | null;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                manualKyc: {
                                    dueBy: string;
                                    requestedAt: string;
                                } | null;
                                profile: {
                                    anotherNationalityCountry?: string;
                                    /** @enum {string} */
                                    beneficialOwner: "yes" | "no";
                                    buildingName: string;
                                    dataProcessingAgreement: boolean;
                                    employmentStatus: string;
                                    expectedInvestmentSize?: string;
                                    /** @enum {string} */
                                    hasAnotherNationality: "yes" | "no";
                                    id: string;
                                    /** @enum {string} */
                                    investorType: "individual" | "company";
                                    /** Format: int64 */
                                    monthlyIncome: number;
                                    occupation?: string;
                                    occupationCategory?: string;
                                    otherIncomeDetail?: string;
                                    otherOccupation?: string;
                                    preferredInvestmentSegment?: string;
                                    secondaryEmail?: string;
                                    secondaryNumber?: string;
                                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                    streetName: string;
                                    updatedAt: string;
                                    userId: string;
                                } | null;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                /** @enum {string} */
                                status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                steps: {
                                    consent: boolean;
                                    declarations: boolean;
                                    identityDocument: boolean;
                                    personalDetails: boolean;
                                    suitability: boolean;
                                };
                                submittedAt: string | null;
                                suitability: {
                                    /** Format: int64 */
                                    passScore: number;
                                    retakeAt: string | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    status: "not-taken" | "passed" | "failed";
                                    takenAt: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationAdminIdConsentAgreement: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationAdminIdDecision: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "decline";
                    investorClass?: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditation: ("under-review" | "approved" | "declined") | null;
                                approvableClasses: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                }[];
                                /** @enum {string} */
                                consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                decidedAt: string | null;
                                declarations: {
                                    /** Format: int64 */
                                    annualIncome: number;
                                    declaredAt: string;
                                    enhancedReview: boolean;
                                    /** @enum {string} */
                                    fatcaSubject: "yes" | "no";
                                    /** @enum {string} */
                                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                    /** Format: int64 */
                                    jointIncome?: number;
                                    /** Format: int64 */
                                    netAssets: number;
                                    /** @enum {string} */
                                    politicallyExposed: "yes" | "no";
                                    sourceOfWealth: string;
                                    /** @enum {string} */
                                    usPerson: "yes" | "no";
                                } | null;
                                declineReason: string | null;
                                history: {
                                    actorId: string;
                                    at: string;
                                    /** @enum {string} */
                                    decision: "submitted" | "accept" | "decline" | "re-sign" | "expired";
                                    id: string;
                                    investorClass: string | null;
                                    reason: string | null;
                                }[];
                                id: string;
                                investor: {
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                } | null;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                manualKyc: {
                                    dueBy: string;
                                    requestedAt: string;
                                } | null;
                                profile: {
                                    anotherNationalityCountry?: string;
                                    /** @enum {string} */
                                    beneficialOwner: "yes" | "no";
                                    buildingName: string;
                                    dataProcessingAgreement: boolean;
                                    employmentStatus: string;
                                    expectedInvestmentSize?: string;
                                    /** @enum {string} */
                                    hasAnotherNationality: "yes" | "no";
                                    id: string;
                                    /** @enum {string} */
                                    investorType: "individual" | "company";
                                    /** Format: int64 */
                                    monthlyIncome: number;
                                    occupation?: string;
                                    occupationCategory?: string;
                                    otherIncomeDetail?: string;
                                    otherOccupation?: string;
                                    preferredInvestmentSegment?: string;
                                    secondaryEmail?: string;
                                    secondaryNumber?: string;
                                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                    streetName: string;
                                    updatedAt: string;
                                    userId: string;
                                } | null;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                /** @enum {string} */
                                status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                steps: {
                                    consent: boolean;
                                    declarations: boolean;
                                    identityDocument: boolean;
                                    personalDetails: boolean;
                                    suitability: boolean;
                                };
                                submittedAt: string | null;
                                suitability: {
                                    /** Format: int64 */
                                    passScore: number;
                                    retakeAt: string | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    status: "not-taken" | "passed" | "failed";
                                    takenAt: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationAdminIdDocuments: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationAdminIdRejectConsent: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationAdminIdRemarks: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationAdminIdRemarks: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documents: {
                        title: string;
                        /** @enum {string} */
                        type: "document" | "front-document" | "back-document" | "live-photo";
                    }[];
                    note: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationAdminIdRemarksRemarkIdComplete: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                remarkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationAdminList: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    accreditation: ("under-review" | "approved" | "declined") | null;
                                    /** @enum {string} */
                                    consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                    decidedAt: string | null;
                                    declarations: {
                                        /** Format: int64 */
                                        annualIncome: number;
                                        declaredAt: string;
                                        enhancedReview: boolean;
                                        /** @enum {string} */
                                        fatcaSubject: "yes" | "no";
                                        /** @enum {string} */
                                        institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                        /** Format: int64 */
                                        jointIncome?: number;
                                        /** Format: int64 */
                                        netAssets: number;
                                        /** @enum {string} */
                                        politicallyExposed: "yes" | "no";
                                        sourceOfWealth: string;
                                        /** @enum {string} */
                                        usPerson: "yes" | "no";
                                    } | null;
                                    declineReason: string | null;
                                    id: string;
                                    investor: {
                                        email: string;
                                        firstName: string;
                                        lastName: string;
                                    } | null;
                                    investorClass: {
                                        id: string;
                                        label: string;
                                        limits: {
                                            perCampaign: number | null;
                                            perMonth: number | null;
                                            perTransaction: number | null;
                                            rolling12Months: number | null;
                                            total: number | null;
                                        };
                                        rule: string;
                                    } | null;
                                    jurisdiction: string;
                                    manualKyc: {
                                        dueBy: string;
                                        requestedAt: string;
                                    } | null;
                                    profile: {
                                        anotherNationalityCountry?: string;
                                        /** @enum {string} */
                                        beneficialOwner: "yes" | "no";
                                        buildingName: string;
                                        dataProcessingAgreement: boolean;
                                        employmentStatus: string;
                                        expectedInvestmentSize?: string;
                                        /** @enum {string} */
                                        hasAnotherNationality: "yes" | "no";
                                        id: string;
                                        /** @enum {string} */
                                        investorType: "individual" | "company";
                                        /** Format: int64 */
                                        monthlyIncome: number;
                                        occupation?: string;
                                        occupationCategory?: string;
                                        otherIncomeDetail?: string;
                                        otherOccupation?: string;
                                        preferredInvestmentSegment?: string;
                                        secondaryEmail?: string;
                                        secondaryNumber?: string;
                                        sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                        streetName: string;
                                        updatedAt: string;
                                        userId: string;
                                    } | null;
                                    proposedClass: {
                                        id: string;
                                        label: string;
                                        limits: {
                                            perCampaign: number | null;
                                            perMonth: number | null;
                                            perTransaction: number | null;
                                            rolling12Months: number | null;
                                            total: number | null;
                                        };
                                        rule: string;
                                    } | null;
                                    /** @enum {string} */
                                    status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                    steps: {
                                        consent: boolean;
                                        declarations: boolean;
                                        identityDocument: boolean;
                                        personalDetails: boolean;
                                        suitability: boolean;
                                    };
                                    submittedAt: string | null;
                                    suitability: {
                                        /** Format: int64 */
                                        passScore: number;
                                        retakeAt: string | null;
                                        score: number | null;
                                        /** @enum {string} */
                                        status: "not-taken" | "passed" | "failed";
                                        takenAt: string | null;
                                    };
                                    userId: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationCompleteVerification: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditation: ("under-review" | "approved" | "declined") | null;
                                /** @enum {string} */
                                consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                decidedAt: string | null;
                                declarations: {
                                    /** Format: int64 */
                                    annualIncome: number;
                                    declaredAt: string;
                                    enhancedReview: boolean;
                                    /** @enum {string} */
                                    fatcaSubject: "yes" | "no";
                                    /** @enum {string} */
                                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                    /** Format: int64 */
                                    jointIncome?: number;
                                    /** Format: int64 */
                                    netAssets: number;
                                    /** @enum {string} */
                                    politicallyExposed: "yes" | "no";
                                    sourceOfWealth: string;
                                    /** @enum {string} */
                                    usPerson: "yes" | "no";
                                } | null;
                                declineReason: string | null;
                                id: string;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                manualKyc: {
                                    dueBy: string;
                                    requestedAt: string;
                                } | null;
                                profile: {
                                    anotherNationalityCountry?: string;
                                    /** @enum {string} */
                                    beneficialOwner: "yes" | "no";
                                    buildingName: string;
                                    dataProcessingAgreement: boolean;
                                    employmentStatus: string;
                                    expectedInvestmentSize?: string;
                                    /** @enum {string} */
                                    hasAnotherNationality: "yes" | "no";
                                    id: string;
                                    /** @enum {string} */
                                    investorType: "individual" | "company";
                                    /** Format: int64 */
                                    monthlyIncome: number;
                                    occupation?: string;
                                    occupationCategory?: string;
                                    otherIncomeDetail?: string;
                                    otherOccupation?: string;
                                    preferredInvestmentSegment?: string;
                                    secondaryEmail?: string;
                                    secondaryNumber?: string;
                                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                    streetName: string;
                                    updatedAt: string;
                                    userId: string;
                                } | null;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                /** @enum {string} */
                                status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                steps: {
                                    consent: boolean;
                                    declarations: boolean;
                                    identityDocument: boolean;
                                    personalDetails: boolean;
                                    suitability: boolean;
                                };
                                submittedAt: string | null;
                                suitability: {
                                    /** Format: int64 */
                                    passScore: number;
                                    retakeAt: string | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    status: "not-taken" | "passed" | "failed";
                                    takenAt: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationConsent: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationConsentAgreement: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationDeclarations: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accuracyAgreement: boolean;
                    /** Format: int64 */
                    annualIncome: number;
                    /** @enum {string} */
                    fatcaSubject: "yes" | "no";
                    /** @enum {string} */
                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                    /** Format: int64 */
                    jointIncome?: number;
                    /** Format: int64 */
                    netAssets: number;
                    /** @enum {string} */
                    politicallyExposed: "yes" | "no";
                    sourceOfWealth: string;
                    /** @enum {string} */
                    usPerson: "yes" | "no";
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditation: ("under-review" | "approved" | "declined") | null;
                                /** @enum {string} */
                                consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                decidedAt: string | null;
                                declarations: {
                                    /** Format: int64 */
                                    annualIncome: number;
                                    declaredAt: string;
                                    enhancedReview: boolean;
                                    /** @enum {string} */
                                    fatcaSubject: "yes" | "no";
                                    /** @enum {string} */
                                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                    /** Format: int64 */
                                    jointIncome?: number;
                                    /** Format: int64 */
                                    netAssets: number;
                                    /** @enum {string} */
                                    politicallyExposed: "yes" | "no";
                                    sourceOfWealth: string;
                                    /** @enum {string} */
                                    usPerson: "yes" | "no";
                                } | null;
                                declineReason: string | null;
                                id: string;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                manualKyc: {
                                    dueBy: string;
                                    requestedAt: string;
                                } | null;
                                profile: {
                                    anotherNationalityCountry?: string;
                                    /** @enum {string} */
                                    beneficialOwner: "yes" | "no";
                                    buildingName: string;
                                    dataProcessingAgreement: boolean;
                                    employmentStatus: string;
                                    expectedInvestmentSize?: string;
                                    /** @enum {string} */
                                    hasAnotherNationality: "yes" | "no";
                                    id: string;
                                    /** @enum {string} */
                                    investorType: "individual" | "company";
                                    /** Format: int64 */
                                    monthlyIncome: number;
                                    occupation?: string;
                                    occupationCategory?: string;
                                    otherIncomeDetail?: string;
                                    otherOccupation?: string;
                                    preferredInvestmentSegment?: string;
                                    secondaryEmail?: string;
                                    secondaryNumber?: string;
                                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                    streetName: string;
                                    updatedAt: string;
                                    userId: string;
                                } | null;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                /** @enum {string} */
                                status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                steps: {
                                    consent: boolean;
                                    declarations: boolean;
                                    identityDocument: boolean;
                                    personalDetails: boolean;
                                    suitability: boolean;
                                };
                                submittedAt: string | null;
                                suitability: {
                                    /** Format: int64 */
                                    passScore: number;
                                    retakeAt: string | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    status: "not-taken" | "passed" | "failed";
                                    takenAt: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationGenerateDynamicContractData: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountVerificationMayInvest: {
        parameters: {
            query: {
                amount: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                allowed: boolean;
                                reasons: {
                                    code: string;
                                    message: string;
                                }[];
                                warnings: {
                                    code: string;
                                    message: string;
                                }[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationReSignVerification: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: string;
                    /** @enum {string} */
                    kind: "typed" | "drawn" | "image";
                    phone: string;
                    text?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationResendOtp: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationSignature: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: string;
                    /** @enum {string} */
                    kind: "typed" | "drawn" | "image";
                    phone: string;
                    text?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAccountVerificationVerifyOtp: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccreditationInvestorAccount: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putAccreditationInvestorAccount: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accreditedDeclaration: boolean;
                    address: string;
                    /** Format: int64 */
                    amountInvestedLast12Months?: number;
                    city: string;
                    country: string;
                    dateOfBirth: string;
                    /** @enum {string} */
                    investedLast12Months: "yes" | "no";
                    jobIndustry: string;
                    jobTitle: string;
                    /** Format: int64 */
                    netWorth: number;
                    postalCode: string;
                    spouseFirstName?: string;
                    /** @enum {string} */
                    spouseIncomeIncluded: "yes" | "no";
                    spouseLastName?: string;
                    ssn: string;
                    state: string;
                    /** @enum {string} */
                    verificationType: "phone-call" | "letter";
                    /** Format: int64 */
                    yearlyIncome: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccreditationLimits: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                currency: string;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsCampaignsParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsCampaignsParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsIdentityParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsIdentityParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsInvestmentsParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsInvestmentsParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsNotificationsParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsNotificationsParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsRepaymentsParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsRepaymentsParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsSiteParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsSiteParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsVerificationParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsVerificationParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminEventsWalletParked: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                parked: {
                                    /** Format: int64 */
                                    attempts: number;
                                    consumer: string;
                                    error: string;
                                    eventId: string;
                                    eventType: string;
                                    id: string;
                                    parkedAt: string;
                                    /** @enum {string} */
                                    reason: "contract" | "unprocessable" | "retries";
                                    replayedAt: string | null;
                                    topic: string;
                                }[];
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postAdminEventsWalletParkedIdReplay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                error?: string;
                                /** @enum {string} */
                                outcome: "replayed" | "already-replayed" | "failed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAsyncapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AsyncAPI document. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getBanks: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postBanks: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    /** @enum {string} */
                    category: "local-commercial" | "islamic" | "specialized" | "foreign-branch";
                    code: string;
                    islamic?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    name: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** Format: int32 */
                    sortOrder?: number;
                    swift?: string | null;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchBanksId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    /** @enum {string} */
                    category?: "local-commercial" | "islamic" | "specialized" | "foreign-branch";
                    code?: string;
                    islamic?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    name?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** Format: int32 */
                    sortOrder?: number;
                    swift?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBanksAdmin: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currencyCode?: string;
                    /** @enum {string} */
                    debtEnabled?: "yes" | "no";
                    /** @enum {string} */
                    equityEnabled?: "yes" | "no";
                    /** @enum {string} */
                    equityWithDividendsEnabled?: "yes" | "no";
                    /** @enum {string} */
                    fixedExtendable?: "yes" | "no";
                    /** Format: int32 */
                    fixedExtendedMaxDays?: number;
                    /** Format: int32 */
                    fixedMaxDays?: number;
                    /** Format: int32 */
                    flexibleMaxDays?: number;
                    /** Format: int64 */
                    maximumGoal?: number;
                    /** Format: int64 */
                    minimumGoal?: number;
                    /** Format: int64 */
                    minimumInvestment?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignSettingFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignCampaignStoryId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    about?: string | null;
                    campaignName?: string | null;
                    campaignStory?: string | null;
                    campaignStoryAr?: string | null;
                    coverImage?: string | null;
                    highlights?: string[] | null;
                    uploadType?: ("image" | "video") | null;
                    videoUrl?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignCampaignStoryId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    about?: string | null;
                    campaignName?: string | null;
                    campaignStory?: string | null;
                    campaignStoryAr?: string | null;
                    coverImage?: string | null;
                    highlights?: string[] | null;
                    uploadType?: ("image" | "video") | null;
                    videoUrl?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignCampaignTermsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    availableShares?: number | null;
                    convertibleNote?: {
                        conversionTrigger?: string | null;
                        maturityDate?: string | null;
                        noteTerms?: string | null;
                        purchaseValue?: number | null;
                    } | null;
                    distributionOfNetProfit?: number | null;
                    equityAvailable?: number | null;
                    equityAvailableMax?: number | null;
                    equityAvailableMin?: number | null;
                    gracePeriod?: number | null;
                    interestRate?: number | null;
                    interestRateMax?: number | null;
                    interestRateMin?: number | null;
                    investFrequency?: ("monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                    maximumShares?: number | null;
                    minimumShares?: number | null;
                    paybackStartDate?: string | null;
                    paymentFrequency?: ("monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                    preMoneyValuation?: number | null;
                    preMoneyValuationMax?: number | null;
                    preMoneyValuationMin?: number | null;
                    pricePerShare?: number | null;
                    siteFee?: {
                        /** @enum {string} */
                        type: "fixed" | "percentage";
                        value: number;
                    } | null;
                    termLength?: number | null;
                    termLengthMax?: number | null;
                    termLengthMin?: number | null;
                    totalSharesOffered?: number | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignCampaignTermsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    availableShares?: number | null;
                    convertibleNote?: {
                        conversionTrigger?: string | null;
                        maturityDate?: string | null;
                        noteTerms?: string | null;
                        purchaseValue?: number | null;
                    } | null;
                    distributionOfNetProfit?: number | null;
                    equityAvailable?: number | null;
                    equityAvailableMax?: number | null;
                    equityAvailableMin?: number | null;
                    gracePeriod?: number | null;
                    interestRate?: number | null;
                    interestRateMax?: number | null;
                    interestRateMin?: number | null;
                    investFrequency?: ("monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                    maximumShares?: number | null;
                    minimumShares?: number | null;
                    paybackStartDate?: string | null;
                    paymentFrequency?: ("monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                    preMoneyValuation?: number | null;
                    preMoneyValuationMax?: number | null;
                    preMoneyValuationMin?: number | null;
                    pricePerShare?: number | null;
                    siteFee?: {
                        /** @enum {string} */
                        type: "fixed" | "percentage";
                        value: number;
                    } | null;
                    termLength?: number | null;
                    termLengthMax?: number | null;
                    termLengthMin?: number | null;
                    totalSharesOffered?: number | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignExtrasInfoId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contractCopy?: (boolean | ("yes" | "no" | "true" | "false") | 1 | 0) | null;
                    googleAnalyticsID?: string | null;
                    links?: {
                        custom?: {
                            title: string;
                            url: string;
                        }[] | null;
                        facebook?: string | null;
                        linkedin?: string | null;
                        twitter?: string | null;
                        website?: string | null;
                        youtube?: string | null;
                    } | null;
                    manageContract?: ("yes" | "no") | null;
                    userUploadedContract?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignExtrasInfoId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contractCopy?: (boolean | ("yes" | "no" | "true" | "false") | 1 | 0) | null;
                    googleAnalyticsID?: string | null;
                    links?: {
                        custom?: {
                            title: string;
                            url: string;
                        }[] | null;
                        facebook?: string | null;
                        linkedin?: string | null;
                        twitter?: string | null;
                        website?: string | null;
                        youtube?: string | null;
                    } | null;
                    manageContract?: ("yes" | "no") | null;
                    userUploadedContract?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignFundraisingDetailId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignAccreditation?: ("accredited" | "both") | null;
                    campaignStage?: string | null;
                    closeDate?: string | null;
                    dealType?: string | null;
                    equityCurrencyCode?: "OMR" | null;
                    goal?: number | null;
                    hasLeadInvestor?: (boolean | ("yes" | "no" | "true" | "false") | 1 | 0) | null;
                    hasPropertyInfo?: (0 | 1 | "0" | "1") | null;
                    investingRound?: string | null;
                    investingType?: ("fixed" | "flexible") | null;
                    maximumRaise?: number | null;
                    minimumRaise?: number | null;
                    openDate?: string | null;
                    openTime?: string | null;
                    previouslyRaised?: (0 | number) | null;
                    propertyInfo?: {
                        buildYear?: number | null;
                        plotSize?: number | null;
                        propertyCity?: string | null;
                        propertyCountry?: string | null;
                        propertyDetail?: string | null;
                        propertyName?: string | null;
                        propertySize?: number | null;
                        propertyState?: string | null;
                        propertyStreet?: string | null;
                        propertyURL?: string | null;
                    } | null;
                    propertyStage?: string | null;
                    repaymentMethod?: ("automatic" | "manual") | null;
                    termsSlug?: ("equity" | "equity-with-dividends" | "debt") | null;
                    timezone?: string | null;
                    totalRevenue?: (0 | number) | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignFundraisingDetailId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignAccreditation?: ("accredited" | "both") | null;
                    campaignStage?: string | null;
                    closeDate?: string | null;
                    dealType?: string | null;
                    equityCurrencyCode?: "OMR" | null;
                    goal?: number | null;
                    hasLeadInvestor?: (boolean | ("yes" | "no" | "true" | "false") | 1 | 0) | null;
                    hasPropertyInfo?: (0 | 1 | "0" | "1") | null;
                    investingRound?: string | null;
                    investingType?: ("fixed" | "flexible") | null;
                    maximumRaise?: number | null;
                    minimumRaise?: number | null;
                    openDate?: string | null;
                    openTime?: string | null;
                    previouslyRaised?: (0 | number) | null;
                    propertyInfo?: {
                        buildYear?: number | null;
                        plotSize?: number | null;
                        propertyCity?: string | null;
                        propertyCountry?: string | null;
                        propertyDetail?: string | null;
                        propertyName?: string | null;
                        propertySize?: number | null;
                        propertyState?: string | null;
                        propertyStreet?: string | null;
                        propertyURL?: string | null;
                    } | null;
                    propertyStage?: string | null;
                    repaymentMethod?: ("automatic" | "manual") | null;
                    termsSlug?: ("equity" | "equity-with-dividends" | "debt") | null;
                    timezone?: string | null;
                    totalRevenue?: (0 | number) | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignPaymentDetailId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountNumber?: string | null;
                    accountType?: ("current" | "checking" | "savings") | null;
                    achAccountId?: string | null;
                    achCompanyName?: string | null;
                    achCreatedAt?: string | null;
                    bankName?: string | null;
                    confirmAccountNumber?: string | null;
                    routingNumber?: string | null;
                    tos?: (boolean | ("yes" | "no" | "true" | "false") | 1 | 0) | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignPaymentDetailId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountNumber?: string | null;
                    accountType?: ("current" | "checking" | "savings") | null;
                    achAccountId?: string | null;
                    achCompanyName?: string | null;
                    achCreatedAt?: string | null;
                    bankName?: string | null;
                    confirmAccountNumber?: string | null;
                    routingNumber?: string | null;
                    tos?: (boolean | ("yes" | "no" | "true" | "false") | 1 | 0) | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsIdCompleteness: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsIdDashboard: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsIdDashboardComments: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: string;
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsIdFollow: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCampaignsIdFollow: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsIdFollowers: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsIdInvestors: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsIdSubmitForReview: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsAdminComments: {
        parameters: {
            query?: {
                campaignId?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCampaignsAdminCommentsCommentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsAdminEquities: {
        parameters: {
            query?: {
                approvalType?: string;
                campaignName?: string;
                investingType?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                sortBy?: string;
                status?: string;
                termsSlug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsAdminEquitiesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsAdminEquitiesIdApprove: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsAdminEquitiesIdClose: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "successful" | "unsuccessful";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsAdminEquitiesIdDecline: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsAdminEquitiesIdHide: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsAdminEquitiesIdUnhide: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsDocumentsDocumentIdFile: {
        parameters: {
            query?: {
                expires?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                signature?: string;
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsEquities: {
        parameters: {
            query?: {
                approvalType?: string;
                campaignName?: string;
                investingType?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                sortBy?: string;
                status?: string;
                termsSlug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsEquities: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    termsSlug: "equity" | "equity-with-dividends" | "debt";
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsFilesKey: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsMyCampaigns: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                tab?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCampaignsOpeningDateCheck: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    openDate?: string;
                    openTime?: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsProfileSlugOrId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slugOrId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCampaignsProjectReturn: {
        parameters: {
            query?: {
                campaignId?: string;
                interestRate?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                principal?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCategoriesFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchChildAccountSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    childAccountEnabled?: "yes" | "no";
                    /** Format: int32 */
                    maximumAge?: number;
                    /** Format: int32 */
                    minimumInvestments?: number;
                    /** Format: int64 */
                    perCampaignLimit?: number;
                    /** Format: int64 */
                    perMonthLimit?: number;
                    /** Format: int64 */
                    perTransactionLimit?: number;
                    /** Format: int64 */
                    perYearLimit?: number;
                    /** Format: int64 */
                    totalLimit?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChildAccountSettingFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContactUs: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    createdAt: string;
                                    email: string;
                                    extraLink: string | null;
                                    id: string;
                                    language: string;
                                    message: string;
                                    name: string;
                                    phone: string | null;
                                    subject: string;
                                    type: string | null;
                                    userId: string | null;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContactUs: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    extraLink?: string;
                    message: string;
                    name: string;
                    phone?: string;
                    subject: string;
                    type?: string;
                };
            };
        };
        responses: {
            /** @description Created: `data.data` holds what was made. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                id: string;
                                message: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentPageFaqs: {
        parameters: {
            query?: {
                category?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContentPageFaqs: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    category: string;
                    question: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    showInFooter?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteContentPageFaqsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchContentPageFaqsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    category?: string;
                    question?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    showInFooter?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentPageFaqsFront: {
        parameters: {
            query?: {
                category?: string;
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentPageHomePageSection: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchContentPageHomePageSection: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    howItWorks?: {
                        investors: {
                            description: {
                                ar: string;
                                en: string;
                                fr: string;
                            };
                            icon: string;
                            key: string;
                            title: {
                                ar: string;
                                en: string;
                                fr: string;
                            };
                        }[];
                        raisers: {
                            description: {
                                ar: string;
                                en: string;
                                fr: string;
                            };
                            icon: string;
                            key: string;
                            title: {
                                ar: string;
                                en: string;
                                fr: string;
                            };
                        }[];
                        subtitle: {
                            ar: string;
                            en: string;
                            fr: string;
                        };
                        title: {
                            ar: string;
                            en: string;
                            fr: string;
                        };
                    };
                    statistics?: {
                        items: {
                            key: string;
                            label: {
                                ar: string;
                                en: string;
                                fr: string;
                            };
                        }[];
                        title: {
                            ar: string;
                            en: string;
                            fr: string;
                        };
                    };
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentPageHomePageSectionFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentPagePages: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContentPagePages: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    metaDescription: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    showInFooter?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    slug: string;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    title: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContentPagePagesSlug: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteContentPagePagesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchContentPagePagesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    metaDescription?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    showInFooter?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    slug?: string;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    title?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContractsCreatePdfInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                codeExpiresAt: string | null;
                                contractSha256: string | null;
                                investmentId: string;
                                kind: ("typed" | "drawn" | "image") | null;
                                phoneMasked: string | null;
                                rejectReason: string | null;
                                resendAt: string | null;
                                reviewDueBy: string | null;
                                signedAt: string | null;
                                /** @enum {string} */
                                state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                typedText: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteContractsDeletePdfInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                codeExpiresAt: string | null;
                                contractSha256: string | null;
                                investmentId: string;
                                kind: ("typed" | "drawn" | "image") | null;
                                phoneMasked: string | null;
                                rejectReason: string | null;
                                resendAt: string | null;
                                reviewDueBy: string | null;
                                signedAt: string | null;
                                /** @enum {string} */
                                state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                typedText: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContractsGenerateDynamicContractDataInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                amountInWords: string;
                                clauses: string[];
                                facts: {
                                    label: string;
                                    value: string;
                                }[];
                                investmentId: string;
                                /** @enum {string} */
                                kind: "equity" | "equity-with-dividends" | "debt";
                                /** @enum {string} */
                                language: "ar" | "en" | "fr";
                                title: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContractsGeneratePdfInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContractsGetInvestorContractInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContractsResendOtpInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                codeExpiresAt: string | null;
                                contractSha256: string | null;
                                investmentId: string;
                                kind: ("typed" | "drawn" | "image") | null;
                                phoneMasked: string | null;
                                rejectReason: string | null;
                                resendAt: string | null;
                                reviewDueBy: string | null;
                                signedAt: string | null;
                                /** @enum {string} */
                                state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                typedText: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postContractsSignInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: string;
                    /** @enum {string} */
                    kind: "typed" | "drawn" | "image";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                codeExpiresAt: string | null;
                                contractSha256: string | null;
                                investmentId: string;
                                kind: ("typed" | "drawn" | "image") | null;
                                phoneMasked: string | null;
                                rejectReason: string | null;
                                resendAt: string | null;
                                reviewDueBy: string | null;
                                signedAt: string | null;
                                /** @enum {string} */
                                state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                typedText: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContractsSignatureInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                codeExpiresAt: string | null;
                                contractSha256: string | null;
                                investmentId: string;
                                kind: ("typed" | "drawn" | "image") | null;
                                phoneMasked: string | null;
                                rejectReason: string | null;
                                resendAt: string | null;
                                reviewDueBy: string | null;
                                signedAt: string | null;
                                /** @enum {string} */
                                state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                typedText: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCountries: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCountriesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dialCode?: string;
                    name?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCountriesIdFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCountriesAdmin: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrencies: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postCurrencies: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: int32 */
                    decimals: number;
                    isDefault?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    name: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    numericCode: string;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    symbol: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCurrenciesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchCurrenciesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** Format: int32 */
                    decimals?: number;
                    isDefault?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    name?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    numericCode?: string;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    symbol?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrenciesFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDealTypesFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmailPreferences: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEmailPreferencesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    investedCampaign?: boolean;
                    newComment?: boolean;
                    newInvestment?: boolean;
                    newUpdateFromOwner?: boolean;
                    savedCampaign?: boolean;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmploymentCategory: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmploymentCategoryOccupation: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEmploymentStatus: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquitiesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquitiesSlugFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquitiesBecomeEarlyBird: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignId: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquitiesFront: {
        parameters: {
            query?: {
                approvalType?: string;
                campaignName?: string;
                investingType?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                sortBy?: string;
                status?: string;
                termsSlug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquitiesGetSignedUrlFront: {
        parameters: {
            query?: {
                documentId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityAchPaymentConnectAchAccount: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityAchPaymentCreatePaymentLinkToken: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityAchPaymentDisconnectAchAccountId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityAchPaymentDisconnectAchAccountId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityAchPaymentGetAllAccountsByUser: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityAchPaymentGetConnectionUrl: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityAchPaymentWalletProcessPayment: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountId?: string;
                    preapprovalId?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityCampaignFaqsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityCampaignFaqsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer?: string | null;
                    answerAr?: string | null;
                    question: string;
                    questionAr?: string | null;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityCampaignFaqsIdFaqId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                faqId: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEquityCampaignFaqsIdFaqId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                faqId: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer?: string | null;
                    answerAr?: string | null;
                    question?: string;
                    questionAr?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityCommentsCampaignId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityCommentsCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                    parentCommentId?: string | null;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityCommentsCommentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEquityCommentsCommentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityCommentsParentCommentsParentCommentId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                parentCommentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityCompanyProfileId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    category?: string | null;
                    companyLogo?: string | null;
                    companyName?: string | null;
                    contactEmail?: string | null;
                    description?: string | null;
                    descriptionAr?: string | null;
                    industry?: string | null;
                    phoneNumber?: string | null;
                    website?: string | null;
                    yearFounded?: number | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEquityCompanyProfileId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    category?: string | null;
                    companyLogo?: string | null;
                    companyName?: string | null;
                    contactEmail?: string | null;
                    description?: string | null;
                    descriptionAr?: string | null;
                    industry?: string | null;
                    phoneNumber?: string | null;
                    website?: string | null;
                    yearFounded?: number | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityExtrasImagesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    image: string;
                    title: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityExtrasImagesIdImageId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityLeadInvestorsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityLeadInvestorsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio: string;
                    /** @enum {string} */
                    investorType: "individual" | "company";
                    name: string;
                    photo?: string | null;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityLeadInvestorsIdLeadId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                leadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEquityLeadInvestorsIdLeadId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                leadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string;
                    /** @enum {string} */
                    investorType?: "individual" | "company";
                    name?: string;
                    photo?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityPaymentGatewayCheckPaymentSessionInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                investment: {
                                    _id: string;
                                    acceptedAt: string;
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    cancellable: boolean;
                                    cancellableUntil: string | null;
                                    cancelledAt: string | null;
                                    /** @enum {string} */
                                    contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                    createdAt: string;
                                    currency: string;
                                    failureReason: string | null;
                                    gateway: string | null;
                                    id: string;
                                    investorId: string;
                                    offerShownAt: string;
                                    ownership: number;
                                    paidAt: string | null;
                                    paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                    referenceId: string;
                                    reservedUntil: string;
                                    sharePrice: number | null;
                                    shareUnits: number | null;
                                    /** @enum {string} */
                                    state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    transactionId: string | null;
                                };
                                payment: {
                                    /** Format: int64 */
                                    amount: number;
                                    bankTransfer: {
                                        accountName: string;
                                        bankName: string;
                                        iban: string;
                                        swift: string;
                                    } | null;
                                    method: string;
                                    redirectUrl: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionId: string;
                                    transactionNumber: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityPaymentGatewayCheckoutSession: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    investmentId: string;
                    /** @enum {string} */
                    paymentType: "card" | "bank_transfer";
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                investment: {
                                    _id: string;
                                    acceptedAt: string;
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    cancellable: boolean;
                                    cancellableUntil: string | null;
                                    cancelledAt: string | null;
                                    /** @enum {string} */
                                    contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                    createdAt: string;
                                    currency: string;
                                    failureReason: string | null;
                                    gateway: string | null;
                                    id: string;
                                    investorId: string;
                                    offerShownAt: string;
                                    ownership: number;
                                    paidAt: string | null;
                                    paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                    referenceId: string;
                                    reservedUntil: string;
                                    sharePrice: number | null;
                                    shareUnits: number | null;
                                    /** @enum {string} */
                                    state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    transactionId: string | null;
                                };
                                payment: {
                                    /** Format: int64 */
                                    amount: number;
                                    bankTransfer: {
                                        accountName: string;
                                        bankName: string;
                                        iban: string;
                                        swift: string;
                                    } | null;
                                    method: string;
                                    redirectUrl: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionId: string;
                                    transactionNumber: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityPaymentGatewaySandboxSessionsSessionId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityPaymentGatewaySandboxSessionsSessionIdChallenge: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityPaymentGatewaySandboxSessionsSessionIdPay: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityPaymentGatewayWalletCheckoutSession: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header: {
                /** @description Made by the client once per intended operation (a UUID is best) and sent again with every retry of it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preapprovalId: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                checkout: {
                                    redirectUrl: string;
                                } | null;
                                fees: {
                                    /** Format: int64 */
                                    amount: number;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    /** Format: int64 */
                                    total: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                };
                                preapprovalId: string;
                                transaction: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    userId: string;
                                    walletId: string;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityPaymentGatewayWebhookProvider: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityPaymobPaymentGetWalletCheckoutUrl: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header: {
                /** @description Made by the client once per intended operation (a UUID is best) and sent again with every retry of it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    preapprovalId: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                checkout: {
                                    redirectUrl: string;
                                } | null;
                                fees: {
                                    /** Format: int64 */
                                    amount: number;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    /** Format: int64 */
                                    total: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                };
                                preapprovalId: string;
                                transaction: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    userId: string;
                                    walletId: string;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityRepaymentScheduleCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                autoRepayment: boolean;
                                campaignId: string;
                                campaignName: string;
                                canDeclareDividend: boolean;
                                canPay: boolean;
                                currency: string;
                                /** Format: int64 */
                                investorsCount: number;
                                /** Format: int64 */
                                raised: number;
                                rows: {
                                    defaultRatio: number;
                                    /** Format: int32 */
                                    delayDays: number;
                                    description: string | null;
                                    expectedDate: string;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "instalment" | "dividend";
                                    /** Format: int64 */
                                    netProfit: number;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    paidDate: string | null;
                                    /** @enum {string} */
                                    paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                    /** Format: int64 */
                                    platformFees: number;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    profitRate: number | null;
                                    /** Format: int64 */
                                    remainingBalance: number;
                                    /** Format: int64 */
                                    repaymentNumber: number;
                                    /** @enum {string} */
                                    repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                    scheduleName: string;
                                    /** Format: int64 */
                                    totalPaidSoFar: number;
                                    totalReceivedPercent: number;
                                    totalRemainingPercent: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                    writtenOff: {
                                        at: string;
                                        reason: string;
                                    } | null;
                                }[];
                                slug: string;
                                terms: {
                                    distributionOfNetProfit: number | null;
                                    /** Format: int64 */
                                    gracePeriodMonths: number;
                                    interestRate: number | null;
                                    paymentFrequency: ("daily" | "weekly" | "monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                                    termMonths: number | null;
                                };
                                /** @enum {string} */
                                termsSlug: "equity" | "equity-with-dividends" | "debt";
                                totals: {
                                    /** Format: int64 */
                                    outstanding: number;
                                    /** Format: int64 */
                                    overdue: number;
                                    /** Format: int64 */
                                    paid: number;
                                    /** Format: int64 */
                                    platformFees: number;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                };
                            };
                        };
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityTeamMembersId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityTeamMembersId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio: string;
                    /** Format: email */
                    email: string;
                    fullName: string;
                    photo?: string | null;
                    role: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityTeamMembersIdMemberId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEquityTeamMembersIdMemberId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bio?: string;
                    /** Format: email */
                    email?: string;
                    fullName?: string;
                    photo?: string | null;
                    role?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityTeamMembersResendEmailIdMemberId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEquityUpdatesCampaignId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postEquityUpdatesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    title?: string | null;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteEquityUpdatesIdUpdateId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                updateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchEquityUpdatesIdUpdateId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                updateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    title?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExtrasDocumentCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postExtrasDocumentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file: string;
                    title: string;
                    /** @enum {string} */
                    visibility: "public" | "private";
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExtrasDocumentIdDocumentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                documentId: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchExtrasDocumentIdDocumentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                documentId: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    visibility?: ("public" | "private") | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postExtrasVideosId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    title: string;
                    url: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExtrasVideosIdVideoId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                videoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchExtrasVideosIdVideoId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                videoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    title?: string;
                    url?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFollowedCampaigns: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFrontFaqsFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGalleryCampaignId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                acceptedAt: string;
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                campaignSlug: string;
                                cancellable: boolean;
                                cancellableUntil: string | null;
                                cancelledAt: string | null;
                                /** @enum {string} */
                                contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                gateway: string | null;
                                id: string;
                                investorId: string;
                                offerShownAt: string;
                                ownership: number;
                                paidAt: string | null;
                                paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                referenceId: string;
                                reservedUntil: string;
                                sharePrice: number | null;
                                shareUnits: number | null;
                                /** @enum {string} */
                                state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestmentCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: {
                /** @description Made by the client once per intended operation (a UUID is best) and sent again with every retry of it. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 500000,
                 *       "acceptTerms": true,
                 *       "acceptRisk": true
                 *     }
                 */
                "application/json": {
                    acceptRisk: boolean;
                    acceptTerms: boolean;
                    /** Format: int64 */
                    amount?: number;
                    /** Format: int32 */
                    shareUnits?: number;
                };
            };
        };
        responses: {
            /** @description Created: `data.data` holds what was made. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                acceptedAt: string;
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                campaignSlug: string;
                                cancellable: boolean;
                                cancellableUntil: string | null;
                                cancelledAt: string | null;
                                /** @enum {string} */
                                contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                gateway: string | null;
                                id: string;
                                investorId: string;
                                offerShownAt: string;
                                ownership: number;
                                paidAt: string | null;
                                paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                referenceId: string;
                                reservedUntil: string;
                                sharePrice: number | null;
                                shareUnits: number | null;
                                /** @enum {string} */
                                state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    status: "cancelled";
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                acceptedAt: string;
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                campaignSlug: string;
                                cancellable: boolean;
                                cancellableUntil: string | null;
                                cancelledAt: string | null;
                                /** @enum {string} */
                                contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                gateway: string | null;
                                id: string;
                                investorId: string;
                                offerShownAt: string;
                                ownership: number;
                                paidAt: string | null;
                                paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                referenceId: string;
                                reservedUntil: string;
                                sharePrice: number | null;
                                shareUnits: number | null;
                                /** @enum {string} */
                                state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentIdCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                acceptedAt: string;
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                campaignSlug: string;
                                cancellable: boolean;
                                cancellableUntil: string | null;
                                cancelledAt: string | null;
                                /** @enum {string} */
                                contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                gateway: string | null;
                                id: string;
                                investorId: string;
                                offerShownAt: string;
                                ownership: number;
                                paidAt: string | null;
                                paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                referenceId: string;
                                reservedUntil: string;
                                sharePrice: number | null;
                                shareUnits: number | null;
                                /** @enum {string} */
                                state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestmentAdminCloseCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                campaignId: string;
                                closedAt: string | null;
                                currency: string;
                                decidedAt: string | null;
                                /** Format: int64 */
                                fee: number;
                                /** Format: int64 */
                                feeBps: number;
                                /** Format: int64 */
                                goal: number;
                                /** @enum {string} */
                                investingType: "fixed" | "flexible";
                                /** Format: int64 */
                                investorsCount: number;
                                outcome: ("successful" | "unsuccessful") | null;
                                /** Format: int64 */
                                ownerAmount: number;
                                /** Format: int64 */
                                raised: number;
                                /** Format: int64 */
                                refunded: number;
                                /** Format: int64 */
                                refundedCount: number;
                                startedAt: string;
                                /** @enum {string} */
                                step: "settling" | "moving" | "closed";
                                trigger: string;
                                /** Format: int64 */
                                vat: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentAdminContracts: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: "under-review" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    contractSha256: string | null;
                                    currency: string;
                                    investmentId: string;
                                    investorId: string;
                                    investorName: string;
                                    kind: ("typed" | "drawn" | "image") | null;
                                    overdue: boolean;
                                    referenceId: string;
                                    rejectReason: string | null;
                                    reviewDueBy: string | null;
                                    reviewedAt: string | null;
                                    signatureImage: string | null;
                                    signedAt: string | null;
                                    /** @enum {string} */
                                    state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                    typedText: string | null;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentAdminContractsInvestmentIdPdf: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestmentAdminContractsInvestmentIdReview: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                investmentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                contractSha256: string | null;
                                currency: string;
                                investmentId: string;
                                investorId: string;
                                investorName: string;
                                kind: ("typed" | "drawn" | "image") | null;
                                overdue: boolean;
                                referenceId: string;
                                rejectReason: string | null;
                                reviewDueBy: string | null;
                                reviewedAt: string | null;
                                signatureImage: string | null;
                                signedAt: string | null;
                                /** @enum {string} */
                                state: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                typedText: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentAdminList: {
        parameters: {
            query?: {
                campaignId?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                search?: string;
                status?: "0" | "1" | "2" | "3" | "4" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    _id: string;
                                    acceptedAt: string;
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    cancellable: boolean;
                                    cancellableUntil: string | null;
                                    cancelledAt: string | null;
                                    /** @enum {string} */
                                    contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                    /** Format: int64 */
                                    countedMonth: number;
                                    createdAt: string;
                                    currency: string;
                                    failureReason: string | null;
                                    gateway: string | null;
                                    id: string;
                                    investorId: string;
                                    offerShownAt: string;
                                    ownership: number;
                                    paidAt: string | null;
                                    paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                    referenceId: string;
                                    reservedUntil: string;
                                    sharePrice: number | null;
                                    shareUnits: number | null;
                                    /** @enum {string} */
                                    state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    transactionId: string | null;
                                    walletSettled: boolean;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentAdminPayouts: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: "open" | "confirmed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    /** Format: int64 */
                                    amount: number;
                                    approvedAt: string | null;
                                    campaignId: string;
                                    campaignName: string;
                                    confirmedAt: string | null;
                                    currency: string;
                                    needsTwoAdministrators: boolean;
                                    requestedAt: string;
                                    /** @enum {string} */
                                    status: "requested" | "approved" | "confirmed";
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestmentAdminPayoutsCampaignIdConfirm: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                approvedAt: string | null;
                                campaignId: string;
                                campaignName: string;
                                confirmedAt: string | null;
                                currency: string;
                                needsTwoAdministrators: boolean;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "approved" | "confirmed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentCloseCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                campaignId: string;
                                closedAt: string | null;
                                currency: string;
                                decidedAt: string | null;
                                /** Format: int64 */
                                fee: number;
                                /** Format: int64 */
                                feeBps: number;
                                /** Format: int64 */
                                goal: number;
                                /** @enum {string} */
                                investingType: "fixed" | "flexible";
                                /** Format: int64 */
                                investorsCount: number;
                                outcome: ("successful" | "unsuccessful") | null;
                                /** Format: int64 */
                                ownerAmount: number;
                                /** Format: int64 */
                                raised: number;
                                /** Format: int64 */
                                refunded: number;
                                /** Format: int64 */
                                refundedCount: number;
                                startedAt: string;
                                /** @enum {string} */
                                step: "settling" | "moving" | "closed";
                                trigger: string;
                                /** Format: int64 */
                                vat: number;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentGetInvestmentProcessReciept: {
        parameters: {
            query: {
                investmentId: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                acceptedAt: string;
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                campaignSlug: string;
                                cancellable: boolean;
                                cancellableUntil: string | null;
                                cancelledAt: string | null;
                                /** @enum {string} */
                                contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                gateway: string | null;
                                id: string;
                                investorId: string;
                                offerShownAt: string;
                                ownership: number;
                                paidAt: string | null;
                                paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                referenceId: string;
                                reservedUntil: string;
                                sharePrice: number | null;
                                shareUnits: number | null;
                                /** @enum {string} */
                                state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentOfferCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditedOnly: boolean;
                                /** Format: int64 */
                                available: number;
                                campaignId: string;
                                campaignName: string;
                                cancellation: {
                                    /** Format: int64 */
                                    hours: number;
                                    /** Format: int64 */
                                    notWithinHoursOfClose: number;
                                };
                                closeDate: string | null;
                                currency: string;
                                investor: {
                                    accredited: boolean;
                                    firstInvestment: boolean;
                                    investorClass: string | null;
                                    /** Format: int64 */
                                    maxNow: number;
                                    perCampaign: {
                                        limit: number | null;
                                        /** Format: int64 */
                                        used: number;
                                    };
                                    perMonth: {
                                        limit: number | null;
                                        /** Format: int64 */
                                        used: number;
                                    };
                                    perTransaction: number | null;
                                    rolling12Months: {
                                        limit: number | null;
                                        renewsOn: string | null;
                                        /** Format: int64 */
                                        used: number;
                                    };
                                    total: {
                                        limit: number | null;
                                        /** Format: int64 */
                                        used: number;
                                    };
                                    verificationStatus: string | null;
                                    verified: boolean;
                                } | null;
                                /** Format: int64 */
                                maximum: number;
                                maxShareUnits: number | null;
                                /** Format: int64 */
                                minimum: number;
                                opensAt: string | null;
                                pricePerShare: number | null;
                                /** Format: int64 */
                                reservationMinutes: number;
                                slug: string;
                                /** @enum {string} */
                                state: "open" | "not-open" | "closed" | "funded";
                                /** Format: int64 */
                                step: number;
                                /** @enum {string} */
                                termsSlug: "equity" | "equity-with-dividends" | "debt";
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentPayoutCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                approvedAt: string | null;
                                campaignId: string;
                                campaignName: string;
                                confirmedAt: string | null;
                                currency: string;
                                needsTwoAdministrators: boolean;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "approved" | "confirmed";
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestmentReceiptPdfId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestorProfileDocuments: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestorProfileDocuments: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    documentNumber: string;
                    /** @enum {string} */
                    documentType: "id-card" | "passport" | "driving-license";
                    expiryDate: string;
                    /** @enum {string} */
                    gender: "male" | "female";
                    legalFirstName: string;
                    legalFirstNameAr: string;
                    legalLastName: string;
                    legalLastNameAr: string;
                    legalMiddleName?: string;
                    legalMiddleNameAr?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestorProfileDocumentsFileToken: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestorProfileDocumentsImages: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                    /** @enum {string} */
                    slot: "front" | "back" | "live-photo";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvestorProfiles: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                anotherNationalityCountry?: string;
                                /** @enum {string} */
                                beneficialOwner: "yes" | "no";
                                buildingName: string;
                                dataProcessingAgreement: boolean;
                                employmentStatus: string;
                                expectedInvestmentSize?: string;
                                /** @enum {string} */
                                hasAnotherNationality: "yes" | "no";
                                id: string;
                                /** @enum {string} */
                                investorType: "individual" | "company";
                                /** Format: int64 */
                                monthlyIncome: number;
                                occupation?: string;
                                occupationCategory?: string;
                                otherIncomeDetail?: string;
                                otherOccupation?: string;
                                preferredInvestmentSegment?: string;
                                secondaryEmail?: string;
                                secondaryNumber?: string;
                                sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                streetName: string;
                                updatedAt: string;
                                userId: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInvestorProfiles: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    anotherNationalityCountry?: string;
                    /** @enum {string} */
                    beneficialOwner: "yes" | "no";
                    buildingName: string;
                    dataProcessingAgreement: boolean;
                    employmentStatus: string;
                    expectedInvestmentSize?: string;
                    /** @enum {string} */
                    hasAnotherNationality: "yes" | "no";
                    /** @enum {string} */
                    investorType: "individual" | "company";
                    /** Format: int64 */
                    monthlyIncome: number;
                    occupation?: string;
                    occupationCategory?: string;
                    otherIncomeDetail?: string;
                    otherOccupation?: string;
                    preferredInvestmentSegment?: string;
                    /** Format: email */
                    secondaryEmail?: string;
                    secondaryNumber?: string;
                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                    streetName: string;
                };
            };
        };
        responses: {
            /** @description Created: `data.data` holds what was made. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                anotherNationalityCountry?: string;
                                /** @enum {string} */
                                beneficialOwner: "yes" | "no";
                                buildingName: string;
                                dataProcessingAgreement: boolean;
                                employmentStatus: string;
                                expectedInvestmentSize?: string;
                                /** @enum {string} */
                                hasAnotherNationality: "yes" | "no";
                                id: string;
                                /** @enum {string} */
                                investorType: "individual" | "company";
                                /** Format: int64 */
                                monthlyIncome: number;
                                occupation?: string;
                                occupationCategory?: string;
                                otherIncomeDetail?: string;
                                otherOccupation?: string;
                                preferredInvestmentSegment?: string;
                                secondaryEmail?: string;
                                secondaryNumber?: string;
                                sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                streetName: string;
                                updatedAt: string;
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchInvestorProfilesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    anotherNationalityCountry?: string;
                    /** @enum {string} */
                    beneficialOwner: "yes" | "no";
                    buildingName: string;
                    dataProcessingAgreement: boolean;
                    employmentStatus: string;
                    expectedInvestmentSize?: string;
                    /** @enum {string} */
                    hasAnotherNationality: "yes" | "no";
                    /** @enum {string} */
                    investorType: "individual" | "company";
                    /** Format: int64 */
                    monthlyIncome: number;
                    occupation?: string;
                    occupationCategory?: string;
                    otherIncomeDetail?: string;
                    otherOccupation?: string;
                    preferredInvestmentSegment?: string;
                    /** Format: email */
                    secondaryEmail?: string;
                    secondaryNumber?: string;
                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                    streetName: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                anotherNationalityCountry?: string;
                                /** @enum {string} */
                                beneficialOwner: "yes" | "no";
                                buildingName: string;
                                dataProcessingAgreement: boolean;
                                employmentStatus: string;
                                expectedInvestmentSize?: string;
                                /** @enum {string} */
                                hasAnotherNationality: "yes" | "no";
                                id: string;
                                /** @enum {string} */
                                investorType: "individual" | "company";
                                /** Format: int64 */
                                monthlyIncome: number;
                                occupation?: string;
                                occupationCategory?: string;
                                otherIncomeDetail?: string;
                                otherOccupation?: string;
                                preferredInvestmentSegment?: string;
                                secondaryEmail?: string;
                                secondaryNumber?: string;
                                sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                streetName: string;
                                updatedAt: string;
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLanguages: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postLanguages: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction: "rtl" | "ltr";
                    folder: string;
                    isDefault?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    name: string;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLanguagesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchLanguagesId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    direction?: "rtl" | "ltr";
                    folder?: string;
                    isDefault?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    name?: string;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLanguagesFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getManageOptionsList: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postManageOptionsList: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                list: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    extra?: {
                        [key: string]: unknown;
                    } | null;
                    key: string;
                    name: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteManageOptionsListId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchManageOptionsListId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                list: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    extra?: {
                        [key: string]: unknown;
                    } | null;
                    key?: string;
                    name?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getManageOptionsAdminList: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                list: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMenus: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postMenus: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contentPageSlug?: string | null;
                    customUrl?: string | null;
                    /** @enum {string} */
                    linkType?: "custom" | "page";
                    /** @enum {string} */
                    menuType: "header" | "footer" | "social";
                    socialMediaIcon?: ("x-twitter" | "facebook" | "linkedin" | "instagram" | "youtube" | "tiktok" | "snapchat" | "whatsapp" | "telegram") | null;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    title: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** @enum {string} */
                    urlTarget?: "_self" | "_blank";
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteMenusId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchMenusId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contentPageSlug?: string | null;
                    customUrl?: string | null;
                    /** @enum {string} */
                    linkType?: "custom" | "page";
                    /** @enum {string} */
                    menuType?: "header" | "footer" | "social";
                    socialMediaIcon?: ("x-twitter" | "facebook" | "linkedin" | "instagram" | "youtube" | "tiktok" | "snapchat" | "whatsapp" | "telegram") | null;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    title?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** @enum {string} */
                    urlTarget?: "_self" | "_blank";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMenusAdmin: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMetaSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchMetaSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    metaDescription?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    siteName?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMetaSettingFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestment: {
        parameters: {
            query?: {
                currencyId?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                search?: string;
                status?: "0" | "1" | "2" | "3" | "4" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    _id: string;
                                    acceptedAt: string;
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    cancellable: boolean;
                                    cancellableUntil: string | null;
                                    cancelledAt: string | null;
                                    /** @enum {string} */
                                    contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                    createdAt: string;
                                    currency: string;
                                    failureReason: string | null;
                                    gateway: string | null;
                                    id: string;
                                    investorId: string;
                                    offerShownAt: string;
                                    ownership: number;
                                    paidAt: string | null;
                                    paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                    referenceId: string;
                                    reservedUntil: string;
                                    sharePrice: number | null;
                                    shareUnits: number | null;
                                    /** @enum {string} */
                                    state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    transactionId: string | null;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentDashboard: {
        parameters: {
            query?: {
                currencyId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                transactionYear?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                amounts: {
                                    /** Format: int64 */
                                    campaignsCount: number;
                                    currency: string;
                                    /** Format: int64 */
                                    distributionsToCome: number;
                                    /** Format: int64 */
                                    investmentsCount: number;
                                    /** Format: int64 */
                                    pending: number;
                                    /** Format: int64 */
                                    totalInvested: number;
                                };
                                latest: {
                                    _id: string;
                                    acceptedAt: string;
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    cancellable: boolean;
                                    cancellableUntil: string | null;
                                    cancelledAt: string | null;
                                    /** @enum {string} */
                                    contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                    createdAt: string;
                                    currency: string;
                                    failureReason: string | null;
                                    gateway: string | null;
                                    id: string;
                                    investorId: string;
                                    offerShownAt: string;
                                    ownership: number;
                                    paidAt: string | null;
                                    paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                    referenceId: string;
                                    reservedUntil: string;
                                    sharePrice: number | null;
                                    shareUnits: number | null;
                                    /** @enum {string} */
                                    state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    transactionId: string | null;
                                }[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetCampaignDistributionScheduleReport: {
        parameters: {
            query?: {
                campaignId?: string;
                format?: "csv" | "pdf";
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                    "text/csv": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetCampaignUpdates: {
        parameters: {
            query?: {
                campaignId?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    description: string;
                                    editedAt: string;
                                    id: string;
                                    postedAt: string;
                                    title: string | null;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetCampaigns: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    campaignId: string;
                                    campaignName: string;
                                    campaignSlug: string;
                                    currency: string;
                                    /** Format: int64 */
                                    invested: number;
                                    /** Format: int64 */
                                    investmentsCount: number;
                                    lastInvestedAt: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetDashbordAmounts: {
        parameters: {
            query?: {
                currencyId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                transactionYear?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                campaignsCount: number;
                                currency: string;
                                /** Format: int64 */
                                distributionsToCome: number;
                                /** Format: int64 */
                                investmentsCount: number;
                                /** Format: int64 */
                                pending: number;
                                /** Format: int64 */
                                totalInvested: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetDistributionChartData: {
        parameters: {
            query?: {
                campaignId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                months: {
                                    /** Format: int64 */
                                    future: number;
                                    month: string;
                                    /** Format: int64 */
                                    received: number;
                                }[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetDistributionScheduleList: {
        parameters: {
            query?: {
                campaignId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                campaigns: {
                                    campaignId: string;
                                    campaignName: string;
                                    currency: string;
                                    /** Format: int64 */
                                    future: number;
                                    /** Format: int64 */
                                    holding: number;
                                    holdingPercent: number;
                                    /** Format: int64 */
                                    received: number;
                                    rows: {
                                        /** Format: int64 */
                                        expected: number;
                                        expectedDate: string;
                                        /** @enum {string} */
                                        kind: "instalment" | "dividend";
                                        lastCreditedAt: string | null;
                                        /** @enum {string} */
                                        paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                        /** Format: int64 */
                                        received: number;
                                        /** Format: int64 */
                                        repaymentNumber: number;
                                        /** @enum {string} */
                                        repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                        rowId: string;
                                    }[];
                                    slug: string;
                                }[];
                                totals: {
                                    /** Format: int64 */
                                    future: number;
                                    /** Format: int64 */
                                    received: number;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetFutureDistribution: {
        parameters: {
            query?: {
                campaignId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                future: number;
                                next: {
                                    /** Format: int64 */
                                    amount: number;
                                    campaignName: string;
                                    date: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetGraphByTransactions: {
        parameters: {
            query?: {
                currencyId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                transactionYear?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                campaignName: string;
                                date: string;
                                investmentId: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetGraphByTransactionsForDistribution: {
        parameters: {
            query?: {
                currencyId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                transactionYear?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                months: {
                                    /** Format: int64 */
                                    future: number;
                                    month: string;
                                    /** Format: int64 */
                                    received: number;
                                }[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetGraphData: {
        parameters: {
            query?: {
                currencyId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                transactionYear?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                month: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetReSignContractList: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    /** Format: int64 */
                                    amount: number;
                                    campaignId: string;
                                    campaignName: string;
                                    currency: string;
                                    investmentId: string;
                                    referenceId: string;
                                    rejectedAt: string | null;
                                    rejectReason: string | null;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyInvestmentGetUniqueCurrency: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postNewsletterSubscribe: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPaymentGateway: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchPaymentGateway: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mobileWallet?: "yes" | "no";
                    /** @enum {string} */
                    offlineBankTransfer?: "yes" | "no";
                    /** @enum {string} */
                    paymob?: "yes" | "no";
                    /** @enum {string} */
                    paypal?: "yes" | "no";
                    /** @enum {string} */
                    sandbox?: "yes" | "no";
                    /** @enum {string} */
                    stripe?: "yes" | "no";
                    /** @enum {string} */
                    wallet?: "yes" | "no";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchPaymentGatewayAch: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    achAutoRepayment?: "yes" | "no";
                    /** @enum {string} */
                    achSupport?: "yes" | "no";
                    /** @enum {string} */
                    ownerPayoutEnable?: "yes" | "no";
                    /** @enum {string} */
                    repaymentStatus?: "yes" | "no";
                    /** @enum {string} */
                    status?: "yes" | "no";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentGatewayAchFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postProcessInvestmentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    paymentType: "wallet";
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                acceptedAt: string;
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                campaignSlug: string;
                                cancellable: boolean;
                                cancellableUntil: string | null;
                                cancelledAt: string | null;
                                /** @enum {string} */
                                contractStatus: "unsigned" | "awaiting-code" | "under-review" | "accepted" | "rejected";
                                createdAt: string;
                                currency: string;
                                failureReason: string | null;
                                gateway: string | null;
                                id: string;
                                investorId: string;
                                offerShownAt: string;
                                ownership: number;
                                paidAt: string | null;
                                paymentType: ("wallet" | "card" | "bank_transfer") | null;
                                referenceId: string;
                                reservedUntil: string;
                                sharePrice: number | null;
                                shareUnits: number | null;
                                /** @enum {string} */
                                state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProcessInvestmentCampaignInvestorsCampaignId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    /** Format: int64 */
                                    amount: number;
                                    firstInvestedAt: string;
                                    /** Format: int64 */
                                    investmentsCount: number;
                                    investorId: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecaptchaFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRepaymentAdminRepayments: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: "all" | "overdue" | "awaiting" | "written_off";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    campaignId: string;
                                    campaignName: string;
                                    currency: string;
                                    defaultRatio: number;
                                    /** Format: int32 */
                                    delayDays: number;
                                    description: string | null;
                                    expectedDate: string;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "instalment" | "dividend";
                                    /** Format: int64 */
                                    netProfit: number;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    paidDate: string | null;
                                    /** @enum {string} */
                                    paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                    /** Format: int64 */
                                    platformFees: number;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    profitRate: number | null;
                                    /** Format: int64 */
                                    remainingBalance: number;
                                    /** Format: int64 */
                                    repaymentNumber: number;
                                    /** @enum {string} */
                                    repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                    scheduleName: string;
                                    /** Format: int64 */
                                    totalPaidSoFar: number;
                                    totalReceivedPercent: number;
                                    totalRemainingPercent: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                    writtenOff: {
                                        at: string;
                                        reason: string;
                                    } | null;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRepaymentAdminWriteOffRowId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                rowId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                defaultRatio: number;
                                /** Format: int32 */
                                delayDays: number;
                                description: string | null;
                                expectedDate: string;
                                id: string;
                                /** @enum {string} */
                                kind: "instalment" | "dividend";
                                /** Format: int64 */
                                netProfit: number;
                                /** Format: int64 */
                                outstandingAmount: number;
                                /** Format: int64 */
                                paid: number;
                                paidDate: string | null;
                                /** @enum {string} */
                                paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                /** Format: int64 */
                                platformFees: number;
                                /** Format: int64 */
                                principal: number;
                                /** Format: int64 */
                                profit: number;
                                profitRate: number | null;
                                /** Format: int64 */
                                remainingBalance: number;
                                /** Format: int64 */
                                repaymentNumber: number;
                                /** @enum {string} */
                                repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                scheduleName: string;
                                /** Format: int64 */
                                totalPaidSoFar: number;
                                totalReceivedPercent: number;
                                totalRemainingPercent: number;
                                /** Format: int64 */
                                totalRepayment: number;
                                writtenOff: {
                                    at: string;
                                    reason: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRepaymentCalculateTotalRepayment: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    gracePeriodMonths?: number;
                    interestRate: number;
                    /** @enum {string} */
                    paymentFrequency: "daily" | "weekly" | "monthly" | "quarterly" | "semi-annually" | "yearly";
                    /** Format: int64 */
                    principal: number;
                    startDate?: string;
                    /** Format: int32 */
                    termMonths: number;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                principal: number;
                                rows: {
                                    expectedDate: string;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    /** Format: int64 */
                                    repaymentNumber: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                }[];
                                /** Format: int64 */
                                totalProfitAmount: number;
                                /** Format: int64 */
                                totalRepayment: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRepaymentCreateAutoRepayment: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignId: string;
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                autoRepayment: boolean;
                                campaignId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRepaymentCreateRepayment: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentId": "0d9f4c1e-6a57-4b1f-9a53-2f0c8e7b4d21",
                 *       "rowId": "7b1e2a90-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
                 *       "amount": 1250000,
                 *       "paymentType": "wallet"
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    amount: number;
                    paymentId: string;
                    /** @enum {string} */
                    paymentType: "wallet";
                    rowId: string;
                };
            };
        };
        responses: {
            /** @description Created: `data.data` holds what was made. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                createdAt: string;
                                currency: string;
                                distribution: {
                                    creditedAt: string | null;
                                    /** Format: int64 */
                                    distributed: number;
                                    /** Format: int64 */
                                    fee: number;
                                    id: string;
                                    /** Format: int64 */
                                    investorsCount: number;
                                    /** @enum {string} */
                                    state: "pending" | "credited";
                                } | null;
                                failureReason: string | null;
                                id: string;
                                /** @enum {string} */
                                method: "wallet" | "auto";
                                paidAt: string | null;
                                /** Format: int64 */
                                repaymentNumber: number;
                                row: {
                                    expectedDate: string;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                };
                                rowId: string;
                                /** @enum {string} */
                                state: "pending" | "paid" | "failed";
                                transferId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRepaymentDeclareDividend: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int64 */
                    amount: number;
                    campaignId: string;
                    description?: string;
                    expectedDate: string;
                };
            };
        };
        responses: {
            /** @description Created: `data.data` holds what was made. */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                defaultRatio: number;
                                /** Format: int32 */
                                delayDays: number;
                                description: string | null;
                                expectedDate: string;
                                id: string;
                                /** @enum {string} */
                                kind: "instalment" | "dividend";
                                /** Format: int64 */
                                netProfit: number;
                                /** Format: int64 */
                                outstandingAmount: number;
                                /** Format: int64 */
                                paid: number;
                                paidDate: string | null;
                                /** @enum {string} */
                                paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                /** Format: int64 */
                                platformFees: number;
                                /** Format: int64 */
                                principal: number;
                                /** Format: int64 */
                                profit: number;
                                profitRate: number | null;
                                /** Format: int64 */
                                remainingBalance: number;
                                /** Format: int64 */
                                repaymentNumber: number;
                                /** @enum {string} */
                                repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                scheduleName: string;
                                /** Format: int64 */
                                totalPaidSoFar: number;
                                totalReceivedPercent: number;
                                totalRemainingPercent: number;
                                /** Format: int64 */
                                totalRepayment: number;
                                writtenOff: {
                                    at: string;
                                    reason: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRepaymentGetRepaymentCampaignId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                autoRepayment: boolean;
                                campaignId: string;
                                campaignName: string;
                                canDeclareDividend: boolean;
                                canPay: boolean;
                                currency: string;
                                /** Format: int64 */
                                investorsCount: number;
                                /** Format: int64 */
                                raised: number;
                                rows: {
                                    defaultRatio: number;
                                    /** Format: int32 */
                                    delayDays: number;
                                    description: string | null;
                                    expectedDate: string;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "instalment" | "dividend";
                                    /** Format: int64 */
                                    netProfit: number;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    paidDate: string | null;
                                    /** @enum {string} */
                                    paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                    /** Format: int64 */
                                    platformFees: number;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    profitRate: number | null;
                                    /** Format: int64 */
                                    remainingBalance: number;
                                    /** Format: int64 */
                                    repaymentNumber: number;
                                    /** @enum {string} */
                                    repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                    scheduleName: string;
                                    /** Format: int64 */
                                    totalPaidSoFar: number;
                                    totalReceivedPercent: number;
                                    totalRemainingPercent: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                    writtenOff: {
                                        at: string;
                                        reason: string;
                                    } | null;
                                }[];
                                slug: string;
                                terms: {
                                    distributionOfNetProfit: number | null;
                                    /** Format: int64 */
                                    gracePeriodMonths: number;
                                    interestRate: number | null;
                                    paymentFrequency: ("daily" | "weekly" | "monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                                    termMonths: number | null;
                                };
                                /** @enum {string} */
                                termsSlug: "equity" | "equity-with-dividends" | "debt";
                                totals: {
                                    /** Format: int64 */
                                    outstanding: number;
                                    /** Format: int64 */
                                    overdue: number;
                                    /** Format: int64 */
                                    paid: number;
                                    /** Format: int64 */
                                    platformFees: number;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                };
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRepaymentGetSingleRepaymentRowId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                rowId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                campaign: {
                                    autoRepayment: boolean;
                                    campaignId: string;
                                    campaignName: string;
                                    canDeclareDividend: boolean;
                                    canPay: boolean;
                                    currency: string;
                                    /** Format: int64 */
                                    investorsCount: number;
                                    /** Format: int64 */
                                    raised: number;
                                    slug: string;
                                    terms: {
                                        distributionOfNetProfit: number | null;
                                        /** Format: int64 */
                                        gracePeriodMonths: number;
                                        interestRate: number | null;
                                        paymentFrequency: ("daily" | "weekly" | "monthly" | "quarterly" | "semi-annually" | "yearly") | null;
                                        termMonths: number | null;
                                    };
                                    /** @enum {string} */
                                    termsSlug: "equity" | "equity-with-dividends" | "debt";
                                };
                                row: {
                                    defaultRatio: number;
                                    /** Format: int32 */
                                    delayDays: number;
                                    description: string | null;
                                    expectedDate: string;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "instalment" | "dividend";
                                    /** Format: int64 */
                                    netProfit: number;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    paidDate: string | null;
                                    /** @enum {string} */
                                    paymentStatus: "upcoming" | "awaiting" | "early" | "on_time" | "late" | "not_paid";
                                    /** Format: int64 */
                                    platformFees: number;
                                    /** Format: int64 */
                                    principal: number;
                                    /** Format: int64 */
                                    profit: number;
                                    profitRate: number | null;
                                    /** Format: int64 */
                                    remainingBalance: number;
                                    /** Format: int64 */
                                    repaymentNumber: number;
                                    /** @enum {string} */
                                    repaymentStatus: "upcoming_payment" | "awaiting_payment" | "fully_paid" | "partially_paid" | "overdue" | "written_off";
                                    scheduleName: string;
                                    /** Format: int64 */
                                    totalPaidSoFar: number;
                                    totalReceivedPercent: number;
                                    totalRemainingPercent: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                    writtenOff: {
                                        at: string;
                                        reason: string;
                                    } | null;
                                };
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchRepaymentProcessRepaymentPaymentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                createdAt: string;
                                currency: string;
                                distribution: {
                                    creditedAt: string | null;
                                    /** Format: int64 */
                                    distributed: number;
                                    /** Format: int64 */
                                    fee: number;
                                    id: string;
                                    /** Format: int64 */
                                    investorsCount: number;
                                    /** @enum {string} */
                                    state: "pending" | "credited";
                                } | null;
                                failureReason: string | null;
                                id: string;
                                /** @enum {string} */
                                method: "wallet" | "auto";
                                paidAt: string | null;
                                /** Format: int64 */
                                repaymentNumber: number;
                                row: {
                                    expectedDate: string;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                };
                                rowId: string;
                                /** @enum {string} */
                                state: "pending" | "paid" | "failed";
                                transferId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRepaymentReceiptPaymentId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                campaignId: string;
                                campaignName: string;
                                createdAt: string;
                                currency: string;
                                distribution: {
                                    creditedAt: string | null;
                                    /** Format: int64 */
                                    distributed: number;
                                    /** Format: int64 */
                                    fee: number;
                                    id: string;
                                    /** Format: int64 */
                                    investorsCount: number;
                                    /** @enum {string} */
                                    state: "pending" | "credited";
                                } | null;
                                failureReason: string | null;
                                id: string;
                                /** @enum {string} */
                                method: "wallet" | "auto";
                                paidAt: string | null;
                                /** Format: int64 */
                                repaymentNumber: number;
                                row: {
                                    expectedDate: string;
                                    /** Format: int64 */
                                    outstandingAmount: number;
                                    /** Format: int64 */
                                    paid: number;
                                    /** Format: int64 */
                                    totalRepayment: number;
                                };
                                rowId: string;
                                /** @enum {string} */
                                state: "pending" | "paid" | "failed";
                                transferId: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRepaymentStatistics: {
        parameters: {
            query?: {
                campaignId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                averageDelayDays: number;
                                /** Format: int64 */
                                campaigns: number;
                                /** Format: int64 */
                                defaulted: number;
                                defaultRate: number;
                                /** Format: int64 */
                                expected: number;
                                lateRate: number;
                                /** Format: int64 */
                                paid: number;
                                /** Format: int64 */
                                paidLate: number;
                                /** Format: int64 */
                                paidOnTime: number;
                                /** Format: int64 */
                                rowsDue: number;
                                since: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postRequestPayout: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignId: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                approvedAt: string | null;
                                campaignId: string;
                                campaignName: string;
                                confirmedAt: string | null;
                                currency: string;
                                needsTwoAdministrators: boolean;
                                requestedAt: string;
                                /** @enum {string} */
                                status: "requested" | "approved" | "confirmed";
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchRevenueSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fixedSuccessFeePercentage?: number;
                    flexibleGoalMissedFeePercentage?: number;
                    flexibleGoalReachedFeePercentage?: number;
                    /** Format: int64 */
                    siteFeeFixed?: number;
                    siteFeePercentage?: number;
                    /** @enum {string} */
                    siteFeeType?: "percentage" | "fixed";
                    vatPercentage?: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRevenueSettingFront: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSavedCampaigns: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSavedCampaigns: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    campaignId: string;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSavedCampaignsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSavedCampaignsGetUsersCampaignId: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSiteSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchSiteSetting: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    favIcon?: string;
                    googleAnalyticsCode?: string;
                    /** @enum {string} */
                    maintainanceMode?: "yes" | "no";
                    /** @enum {string} */
                    onlyAdminCreateCampaign?: "yes" | "no";
                    siteLogo?: string;
                    sitePrimaryColor?: string;
                    siteSecondaryColor?: string;
                    timezone?: string;
                    /** @enum {string} */
                    walletModule?: "yes" | "no";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSiteSettingFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSiteSettingSections: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSliders: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSliders: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buttonText: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    description: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    image?: string;
                    link: string;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    title: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSlidersId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchSlidersId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buttonText?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    description?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    image?: string;
                    link?: string;
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                    title?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSlidersFrontSliders: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSocialSignup: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchSocialSignup: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    facebookAppId?: string;
                    /** @enum {string} */
                    facebookEnabled?: "yes" | "no";
                    googleClientId?: string;
                    /** @enum {string} */
                    googleEnabled?: "yes" | "no";
                    linkedinClientId?: string;
                    /** @enum {string} */
                    linkedinEnabled?: "yes" | "no";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSocialSignupProvider: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSourcesOfIncomeTypeSubType: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSuitabilityTest: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                jurisdiction: string;
                                /** Format: int64 */
                                passScore: number;
                                questions: {
                                    id: string;
                                    options: {
                                        id: string;
                                        text: string;
                                    }[];
                                    text: string;
                                }[];
                                /** Format: int64 */
                                retakeWaitHours: number;
                            };
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postSuitabilityTestAnswers: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: {
                        optionId: string;
                        questionId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                passScore: number;
                                retakeAt: string | null;
                                score: number | null;
                                /** @enum {string} */
                                status: "not-taken" | "passed" | "failed";
                                takenAt: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTestimonials: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postTestimonials: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: string;
                    name: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    quote: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    role: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTestimonialsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchTestimonialsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image?: string;
                    name?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    quote?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    role?: {
                        ar: string;
                        en: string;
                        fr: string;
                    };
                    /** Format: int32 */
                    sortOrder?: number;
                    status?: boolean | ("yes" | "no" | "true" | "false") | 1 | 0;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTestimonialsFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransactions: {
        parameters: {
            query?: {
                currencyId?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    userId: string;
                                    walletId: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                                /** Format: int64 */
                                userWalletBalance: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransactionsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTypesFront: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserActivity: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    activityType: string;
                                    createdAt: string;
                                    details: {
                                        [key: string]: unknown;
                                    };
                                    id: string;
                                    title: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserNotifications: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: ({
                                    accountVerificationId?: ({
                                        consentAgreementRejectReasonAR?: string;
                                        consentAgreementRejectReasonEN?: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    accountVerificationRemarkId?: ({
                                        remarkNoteAr?: string;
                                        remarkNoteEn?: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    campaignId?: ({
                                        /** Format: int64 */
                                        amount?: number;
                                        companyName?: string;
                                        id?: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    childAccountVerificationId?: ({
                                        firstName?: string;
                                        firstNameAr?: string;
                                        id?: string;
                                        lastName?: string;
                                        lastNameAr?: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    childUserId?: ({
                                        firstName?: string;
                                        id?: string;
                                        lastName?: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    createdAt: string;
                                    id: string;
                                    investmentProcessId?: ({
                                        /** Format: int64 */
                                        amount?: number;
                                        companyName?: string;
                                        documentRejectReason?: string;
                                        id?: string;
                                        preapprovalKey?: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    isRead: boolean;
                                    notificationType: string;
                                    readAt: string | null;
                                    walletTransactionId?: ({
                                        /** Format: int64 */
                                        amount?: number;
                                        rejectReason?: string;
                                        transactionNumber?: string;
                                        walletId?: string;
                                        /** @enum {string} */
                                        walletType?: "CREDIT" | "DEBIT";
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                /** Format: int64 */
                                totalCount: number;
                                /** Format: int64 */
                                unreadCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUserNotificationsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isRead?: boolean;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accountVerificationId?: ({
                                    consentAgreementRejectReasonAR?: string;
                                    consentAgreementRejectReasonEN?: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                accountVerificationRemarkId?: ({
                                    remarkNoteAr?: string;
                                    remarkNoteEn?: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                campaignId?: ({
                                    /** Format: int64 */
                                    amount?: number;
                                    companyName?: string;
                                    id?: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                childAccountVerificationId?: ({
                                    firstName?: string;
                                    firstNameAr?: string;
                                    id?: string;
                                    lastName?: string;
                                    lastNameAr?: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                childUserId?: ({
                                    firstName?: string;
                                    id?: string;
                                    lastName?: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                createdAt: string;
                                id: string;
                                investmentProcessId?: ({
                                    /** Format: int64 */
                                    amount?: number;
                                    companyName?: string;
                                    documentRejectReason?: string;
                                    id?: string;
                                    preapprovalKey?: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                isRead: boolean;
                                notificationType: string;
                                readAt: string | null;
                                walletTransactionId?: ({
                                    /** Format: int64 */
                                    amount?: number;
                                    rejectReason?: string;
                                    transactionNumber?: string;
                                    walletId?: string;
                                    /** @enum {string} */
                                    walletType?: "CREDIT" | "DEBIT";
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUserNotificationsReadAll: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                updated: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUsersIdStatus: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUsersActiveAccountUserId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersApplyManualKyc: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                accreditation: ("under-review" | "approved" | "declined") | null;
                                /** @enum {string} */
                                consentState: "unsigned" | "awaiting-code" | "confirmed" | "rejected";
                                decidedAt: string | null;
                                declarations: {
                                    /** Format: int64 */
                                    annualIncome: number;
                                    declaredAt: string;
                                    enhancedReview: boolean;
                                    /** @enum {string} */
                                    fatcaSubject: "yes" | "no";
                                    /** @enum {string} */
                                    institutionType?: "none" | "government" | "regulated-entity" | "pension-fund";
                                    /** Format: int64 */
                                    jointIncome?: number;
                                    /** Format: int64 */
                                    netAssets: number;
                                    /** @enum {string} */
                                    politicallyExposed: "yes" | "no";
                                    sourceOfWealth: string;
                                    /** @enum {string} */
                                    usPerson: "yes" | "no";
                                } | null;
                                declineReason: string | null;
                                id: string;
                                investorClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                jurisdiction: string;
                                manualKyc: {
                                    dueBy: string;
                                    requestedAt: string;
                                } | null;
                                profile: {
                                    anotherNationalityCountry?: string;
                                    /** @enum {string} */
                                    beneficialOwner: "yes" | "no";
                                    buildingName: string;
                                    dataProcessingAgreement: boolean;
                                    employmentStatus: string;
                                    expectedInvestmentSize?: string;
                                    /** @enum {string} */
                                    hasAnotherNationality: "yes" | "no";
                                    id: string;
                                    /** @enum {string} */
                                    investorType: "individual" | "company";
                                    /** Format: int64 */
                                    monthlyIncome: number;
                                    occupation?: string;
                                    occupationCategory?: string;
                                    otherIncomeDetail?: string;
                                    otherOccupation?: string;
                                    preferredInvestmentSegment?: string;
                                    secondaryEmail?: string;
                                    secondaryNumber?: string;
                                    sourcesOfIncome: ("employment" | "business" | "investment" | "passive" | "government-and-social-support" | "other")[];
                                    streetName: string;
                                    updatedAt: string;
                                    userId: string;
                                } | null;
                                proposedClass: {
                                    id: string;
                                    label: string;
                                    limits: {
                                        perCampaign: number | null;
                                        perMonth: number | null;
                                        perTransaction: number | null;
                                        rolling12Months: number | null;
                                        total: number | null;
                                    };
                                    rule: string;
                                } | null;
                                /** @enum {string} */
                                status: "PENDING" | "UNDER-PROCESS" | "UNDER-REVIEW" | "ACCEPTED" | "DECLINED" | "EXPIRED";
                                steps: {
                                    consent: boolean;
                                    declarations: boolean;
                                    identityDocument: boolean;
                                    personalDetails: boolean;
                                    suitability: boolean;
                                };
                                submittedAt: string | null;
                                suitability: {
                                    /** Format: int64 */
                                    passScore: number;
                                    retakeAt: string | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    status: "not-taken" | "passed" | "failed";
                                    takenAt: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersChangeNumber: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersCurrentUserNewsletterSubscribe: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersFollowUserId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteUsersFollowUserId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersForgotPassword: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersGetInvestmentReceivedPendingInvestments: {
        parameters: {
            query: {
                campaignId: string;
                kind?: "received" | "pending";
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    /** Format: int64 */
                                    amount: number;
                                    createdAt: string;
                                    id: string;
                                    paidAt: string | null;
                                    referenceId: string;
                                    shareUnits: number | null;
                                    /** @enum {string} */
                                    state: "reserved" | "processing" | "committed" | "confirmed" | "cancelled" | "failed" | "expired" | "refunded";
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                }[];
                                pending: {
                                    /** Format: int64 */
                                    amount: number;
                                    /** Format: int64 */
                                    count: number;
                                };
                                received: {
                                    /** Format: int64 */
                                    amount: number;
                                    /** Format: int64 */
                                    count: number;
                                };
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersLogin: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "investor1@demo.om",
                 *       "password": "Investor#2026pass"
                 *     }
                 */
                "application/json": {
                    captchaId?: string;
                    captchaValue?: string;
                    /** @description Ignored: kept for clients that send it. */
                    createdAt?: string;
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersLogout: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersMe: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersPhotosKey: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersProfileNetwork: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                slug?: string;
                type?: "followers" | "following";
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersProfileNetworkSlug: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                slug?: string;
                type?: "followers" | "following";
                userId?: string;
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersProfileSlug: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsersRegenerateQrCode: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersRegenerateQrCode: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersResendLoginOtp: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersResendOtp: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersResendUserActivationLink: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUsersResetPasswordToken: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    passwordConfirm: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersSendInvites: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    message?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersSignup: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Salim",
                 *       "lastName": "Al-Harthy",
                 *       "email": "salim@example.om",
                 *       "phone": "+96891234567",
                 *       "password": "Muscat#2026pass",
                 *       "passwordConfirm": "Muscat#2026pass",
                 *       "acceptTerms": true,
                 *       "language": "ar",
                 *       "userType": "investor"
                 *     }
                 */
                "application/json": {
                    acceptTerms: boolean;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    /** @enum {string} */
                    language?: "ar" | "en" | "fr";
                    lastName: string;
                    password: string;
                    passwordConfirm: string;
                    phone?: string;
                    /** @enum {string} */
                    userType?: "investor" | "owner";
                };
            };
        };
        responses: {
            201: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersSocialLogin: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idToken: string;
                    /** @enum {string} */
                    provider: "google" | "facebook" | "linkedin";
                    /** @enum {string} */
                    userType?: "investor" | "owner";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUsersSwitchToTwoFactorAuth: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    /** Format: email */
                    email?: string;
                    /** @enum {string} */
                    otpPreferenceTool?: "NONE" | "EMAIL" | "2FA";
                    password?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersTwoFactorCode: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUsersUpdateMe: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    commercialRegistrationNumber?: string | null;
                    companyName?: string | null;
                    countryOfResidence?: string | null;
                    coverPhoto?: string;
                    description?: string | null;
                    firstName?: string;
                    fullNameAr?: string | null;
                    fullNameEn?: string | null;
                    investorType?: ("individual" | "company") | null;
                    /** @enum {string} */
                    language?: "ar" | "en" | "fr";
                    lastName?: string;
                    middleName?: string | null;
                    nationality?: string | null;
                    outsideLinks?: {
                        [key: string]: string;
                    } | null;
                    photo?: string;
                    profileName?: string | null;
                    slug?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchUsersUpdateMyPassword: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    passwordConfirm: string;
                    passwordCurrent: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersUploadCoverPhoto: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersUploadPhoto: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersValidateLoginTwoFactorUser: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    otpPreferenceTool?: "EMAIL" | "2FA";
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersValidateSignupTwoFactorUser: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: email */
                    email?: string;
                    password: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postUsersVerifyOtp: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsertypes: {
        parameters: {
            query?: {
                language?: string;
                lng?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAddWalletTopup: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header: {
                /** @description Made by the client once per intended operation (a UUID is best) and sent again with every retry of it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    paymentMethod: "sandbox_card" | "bank_transfer" | "stripe" | "paymob" | "paypal";
                    preapprovalId: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                checkout: {
                                    redirectUrl: string;
                                } | null;
                                fees: {
                                    /** Format: int64 */
                                    amount: number;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    /** Format: int64 */
                                    total: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                };
                                preapprovalId: string;
                                transaction: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    userId: string;
                                    walletId: string;
                                };
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAddWalletTopupChild: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletAdminAdjustments: {
        parameters: {
            query?: {
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    checkerId: string | null;
                                    createdAt: string;
                                    decidedAt: string | null;
                                    id: string;
                                    /** @enum {string} */
                                    kind: "credit" | "refund";
                                    makerId: string;
                                    reason: string;
                                    rejectReason: string | null;
                                    /** @enum {string} */
                                    status: "awaiting_approval" | "posted" | "rejected";
                                    transactionId: string | null;
                                    transactionNumber: string | null;
                                    user: {
                                        email: string | null;
                                        firstName: string | null;
                                        lastName: string | null;
                                    };
                                    userId: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAdminAdjustments: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header: {
                /** @description Made by the client once per intended operation (a UUID is best) and sent again with every retry of it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Baisa (1 OMR = 1000 baisa): a whole number from 1, or its digits; the wallet's configured minimum and maximum apply. */
                    amount?: number | string;
                    /** @enum {string} */
                    kind: "credit" | "refund";
                    reason: string;
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                checkerId: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "credit" | "refund";
                                makerId: string;
                                reason: string;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "awaiting_approval" | "posted" | "rejected";
                                transactionId: string | null;
                                transactionNumber: string | null;
                                user: {
                                    email: string | null;
                                    firstName: string | null;
                                    lastName: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAdminAdjustmentsIdApprove: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                checkerId: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "credit" | "refund";
                                makerId: string;
                                reason: string;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "awaiting_approval" | "posted" | "rejected";
                                transactionId: string | null;
                                transactionNumber: string | null;
                                user: {
                                    email: string | null;
                                    firstName: string | null;
                                    lastName: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAdminAdjustmentsIdReject: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                checkerId: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "credit" | "refund";
                                makerId: string;
                                reason: string;
                                rejectReason: string | null;
                                /** @enum {string} */
                                status: "awaiting_approval" | "posted" | "rejected";
                                transactionId: string | null;
                                transactionNumber: string | null;
                                user: {
                                    email: string | null;
                                    firstName: string | null;
                                    lastName: string | null;
                                };
                                userId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletAdminTransactions: {
        parameters: {
            query?: {
                gateway?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                search?: string;
                status?: string;
                type?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    user: {
                                        email: string | null;
                                        firstName: string | null;
                                        id: string;
                                        lastName: string | null;
                                    };
                                    userId: string;
                                    walletId: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletAdminTransactionsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                user: {
                                    email: string | null;
                                    firstName: string | null;
                                    id: string;
                                    lastName: string | null;
                                };
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAdminTransactionsIdApprove: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                user: {
                                    email: string | null;
                                    firstName: string | null;
                                    id: string;
                                    lastName: string | null;
                                };
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletAdminTransactionsIdReject: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                user: {
                                    email: string | null;
                                    firstName: string | null;
                                    id: string;
                                    lastName: string | null;
                                };
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletAdminTransactionsIdSlip: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletAdminTransactionsPendingCounts: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletBalanceHistory: {
        parameters: {
            query?: {
                days?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                balance: number;
                                date: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletBankTransferSlipTransactionId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                    "image/jpeg": unknown;
                    "image/png": unknown;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletBankTransferSlipTransactionId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    slip: string;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletChildWalletPreapproval: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletChildWalletWithdraw: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletGetChildWalletDetail: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletGetChildWalletDetailChildId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                childId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletGetChildWalletList: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletGetChildWalletTransactionListChildId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                childId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Success"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletGetUserWalletDetail: {
        parameters: {
            query?: {
                currencyId?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                available: number;
                                /** Format: int64 */
                                balance: number;
                                bankTransferDetails: {
                                    accountName: string;
                                    bankName: string;
                                    iban: string;
                                    swift: string;
                                };
                                currencyId: string;
                                /** Format: int64 */
                                held: number;
                                limits: {
                                    /** Format: int64 */
                                    topupMax: number;
                                    /** Format: int64 */
                                    topupMin: number;
                                    /** Format: int64 */
                                    withdrawMax: number;
                                    /** Format: int64 */
                                    withdrawMin: number;
                                };
                                lowBalance: boolean;
                                /** Format: int64 */
                                lowBalanceThreshold: number;
                                paymentMethods: {
                                    enabled: boolean;
                                    /** @enum {string} */
                                    id: "sandbox_card" | "bank_transfer" | "stripe" | "paymob" | "paypal";
                                }[];
                                /** @constant */
                                payType: "wallet";
                                walletId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletGetUserWalletList: {
        parameters: {
            query?: {
                currencyId?: string;
                limit?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                displayLoadMore: boolean;
                                docs: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    userId: string;
                                    walletId: string;
                                }[];
                                /** Format: int64 */
                                totalCount: number;
                                /** Format: int64 */
                                userWalletBalance: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletStatementCsv: {
        parameters: {
            query?: {
                from?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletStatementPdf: {
        parameters: {
            query?: {
                from?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletTopupFees: {
        parameters: {
            query?: {
                amount?: string;
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
                paymentMethod?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** Format: int64 */
                                amount: number;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                /** Format: int64 */
                                total: number;
                                /** Format: int64 */
                                totalFees: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletTransactionsId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    patchWalletUpdateWalletTopupPreapprovalId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                preapprovalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                transaction: {
                                    _id: string;
                                    /** Format: int64 */
                                    amount: number;
                                    bankDetails: {
                                        accountHolderName: string;
                                        accountNumber: string;
                                        accountNumberLast4: string;
                                        /** @enum {string} */
                                        accountType: "current" | "savings" | "checking";
                                        bankName: string;
                                        routingNumber: string;
                                        swiftCode: string | null;
                                    } | null;
                                    campaign: {
                                        id: string;
                                        name: string | null;
                                    } | null;
                                    createdAt: string;
                                    currencyId: string;
                                    details: string | null;
                                    /** @enum {string} */
                                    entryType: "CREDIT" | "DEBIT";
                                    failureReason: string | null;
                                    fees: {
                                        /** Format: int64 */
                                        flat: number;
                                        /** Format: int64 */
                                        percentage: number;
                                        /** Format: int64 */
                                        platform: number;
                                        /** Format: int64 */
                                        service: number;
                                        /** Format: int64 */
                                        vat: number;
                                    };
                                    gateway: string;
                                    hasSlip: boolean;
                                    id: string;
                                    investmentId: string | null;
                                    paymentMethod: string;
                                    preapprovalId: string | null;
                                    reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                    rejectReason: string | null;
                                    settledAt: string | null;
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3 | 4;
                                    /** Format: int64 */
                                    totalAmount: number;
                                    /** Format: int64 */
                                    totalFees: number;
                                    transactionNumber: string;
                                    /** @enum {string} */
                                    type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                    updatedAt: string;
                                    userId: string;
                                    walletId: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletWalletPreapproval: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 25000,
                 *       "currencyId": "OMR"
                 *     }
                 */
                "application/json": {
                    /** @description Baisa (1 OMR = 1000 baisa): a whole number from 1, or its digits; the wallet's configured minimum and maximum apply. */
                    amount?: number | string;
                    currencyId?: "OMR" | null;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                createdAt: string;
                                currencyId: string;
                                id: string;
                                /** @enum {string} */
                                status: "created" | "used";
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletWalletPreapprovalId: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header?: never;
            path: {
                /** @description An identifier, slug or one-time token as the previous answer gave it. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                createdAt: string;
                                currencyId: string;
                                id: string;
                                /** @enum {string} */
                                status: "created" | "used";
                                transactionId: string | null;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postWalletWalletWithdraw: {
        parameters: {
            query?: {
                /** @description The language of messages (Arabic by default). */
                lng?: components["parameters"]["lng"];
            };
            header: {
                /** @description Made by the client once per intended operation (a UUID is best) and sent again with every retry of it. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 50000,
                 *       "bankName": "Bank Muscat",
                 *       "accountHolderName": "Salim Al-Harthy",
                 *       "accountType": "current",
                 *       "accountNumber": "0123456789012",
                 *       "confirmAccountNumber": "0123456789012",
                 *       "routingNumber": "123456789",
                 *       "swiftCode": "BMUSOMRX"
                 *     }
                 */
                "application/json": {
                    accountHolderName: string;
                    accountNumber: string;
                    /** @enum {string} */
                    accountType: "current" | "savings" | "checking";
                    /** @description Baisa (1 OMR = 1000 baisa): a whole number from 1, or its digits; the wallet's configured minimum and maximum apply. */
                    amount?: number | string;
                    bankName: string;
                    confirmAccountNumber: string;
                    routingNumber: string;
                    swiftCode?: string | null;
                };
            };
        };
        responses: {
            /** @description Success: `data.data` holds the answer. */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] & {
                        data: {
                            data: {
                                _id: string;
                                /** Format: int64 */
                                amount: number;
                                bankDetails: {
                                    accountHolderName: string;
                                    accountNumber: string;
                                    accountNumberLast4: string;
                                    /** @enum {string} */
                                    accountType: "current" | "savings" | "checking";
                                    bankName: string;
                                    routingNumber: string;
                                    swiftCode: string | null;
                                } | null;
                                campaign: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                createdAt: string;
                                currencyId: string;
                                details: string | null;
                                /** @enum {string} */
                                entryType: "CREDIT" | "DEBIT";
                                failureReason: string | null;
                                fees: {
                                    /** Format: int64 */
                                    flat: number;
                                    /** Format: int64 */
                                    percentage: number;
                                    /** Format: int64 */
                                    platform: number;
                                    /** Format: int64 */
                                    service: number;
                                    /** Format: int64 */
                                    vat: number;
                                };
                                gateway: string;
                                hasSlip: boolean;
                                id: string;
                                investmentId: string | null;
                                paymentMethod: string;
                                preapprovalId: string | null;
                                reason: ("withdraw_by_user" | "refunded_by_admin" | "amount_invested" | "distribution_credited_by_admin" | "campaign_unsuccessful") | null;
                                rejectReason: string | null;
                                settledAt: string | null;
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3 | 4;
                                /** Format: int64 */
                                totalAmount: number;
                                /** Format: int64 */
                                totalFees: number;
                                transactionNumber: string;
                                /** @enum {string} */
                                type: "topup" | "withdrawal" | "investment" | "refund" | "admin_credit" | "distribution" | "campaign_unsuccessful" | "payout" | "repayment";
                                updatedAt: string;
                                userId: string;
                                walletId: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
