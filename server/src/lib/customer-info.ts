/** The customer info embedded in order and reservation rows, in the API's nested shape. */
export function customerInfoFromRow(row: {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  customerStreet: string;
  customerStreetNo: string;
  customerPlz: string;
  customerCity: string;
}) {
  return {
    firstName: row.customerFirstName,
    lastName: row.customerLastName,
    email: row.customerEmail,
    phone: row.customerPhone,
    address: {
      street: row.customerStreet,
      streetNo: row.customerStreetNo,
      plz: row.customerPlz,
      city: row.customerCity,
    },
  };
}
