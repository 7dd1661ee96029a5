/**
 * The demo accounts of the embedded mode (DESIGN §3). Their ids are fixed so that other services'
 * demo data (campaigns of the owner, investments of the investors) can refer to them.
 */
export const DEMO_USERS = [
  {
    id: '00000000-0000-7000-8000-000000000001',
    email: 'admin@demo.om',
    password: 'Admin#2026pass',
    firstName: 'Salim',
    lastName: 'Al Busaidi',
    fullNameAr: 'سالم البوسعيدي',
    userType: 'investor',
    isAdmin: true,
    phone: '96890000001',
  },
  {
    id: '00000000-0000-7000-8000-000000000002',
    email: 'owner@demo.om',
    password: 'Owner#2026pass',
    firstName: 'Aisha',
    lastName: 'Al Balushi',
    fullNameAr: 'عائشة البلوشي',
    userType: 'owner',
    isAdmin: false,
    phone: '96890000002',
  },
  {
    id: '00000000-0000-7000-8000-000000000003',
    email: 'investor1@demo.om',
    password: 'Investor#2026pass',
    firstName: 'Khalid',
    lastName: 'Al Harthy',
    fullNameAr: 'خالد الحارثي',
    userType: 'investor',
    isAdmin: false,
    phone: '96890000003',
  },
  {
    id: '00000000-0000-7000-8000-000000000004',
    email: 'investor2@demo.om',
    password: 'Investor#2026pass',
    firstName: 'Maryam',
    lastName: 'Al Rawahi',
    fullNameAr: 'مريم الرواحي',
    userType: 'investor',
    isAdmin: false,
    phone: '96890000004',
  },
  {
    // Mid-way through account verification (submitted, under review): the admin's review queue has one.
    id: '00000000-0000-7000-8000-000000000005',
    email: 'investor3@demo.om',
    password: 'Investor#2026pass',
    firstName: 'Huda',
    lastName: 'Al Siyabi',
    fullNameAr: 'هدى السيابي',
    userType: 'investor',
    isAdmin: false,
    phone: '96890000005',
  },
] as const;
