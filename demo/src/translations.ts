import type { TLanguage } from '@app/shared/languages';

type TText = readonly [name: string, description: string];

/**
 * The demo menu in German (the demo restaurant's default language), French and Italian, keyed by the
 * English name of data.ts. The seed stores German as name and description and the others (English
 * as today's texts, word for word) as translations, so an English page looks exactly as before.
 */
export const DEMO_TRANSLATIONS: Record<string, Record<Exclude<TLanguage, 'en'>, TText>> = {
  Edamame: {
    de: ['Edamame', 'Gedämpfte junge Sojabohnen mit Meersalz.'],
    fr: ['Edamame', 'Jeunes fèves de soja cuites à la vapeur, au sel de mer.'],
    it: ['Edamame', 'Giovani fagioli di soia al vapore con sale marino.'],
  },
  'Miso Soup': {
    de: ['Misosuppe', 'Dashi-Brühe mit Tofu, Wakame und Frühlingszwiebeln.'],
    fr: ['Soupe miso', 'Bouillon dashi au tofu, wakamé et oignon nouveau.'],
    it: ['Zuppa di miso', 'Brodo dashi con tofu, wakame e cipollotto.'],
  },
  'Wakame Salad': {
    de: ['Wakame-Salat', 'Algensalat mit Sesamdressing.'],
    fr: ['Salade de wakamé', 'Salade d’algues, sauce au sésame.'],
    it: ['Insalata di wakame', 'Insalata di alghe con salsa al sesamo.'],
  },
  'Gyoza (6 pcs)': {
    de: ['Gyoza (6 Stk.)', 'Gebratene Teigtaschen mit Poulet und Gemüse, Ponzu-Dip.'],
    fr: ['Gyoza (6 pces)', 'Raviolis poêlés au poulet et aux légumes, sauce ponzu.'],
    it: ['Gyoza (6 pz.)', 'Ravioli saltati in padella con pollo e verdure, salsa ponzu.'],
  },
  'California Roll (8 pcs)': {
    de: ['California Roll (8 Stk.)', 'Surimi, Avocado und Gurke, in Tobiko gerollt.'],
    fr: ['California roll (8 pces)', 'Surimi, avocat et concombre, roulés dans le tobiko.'],
    it: ['California roll (8 pz.)', 'Surimi, avocado e cetriolo, arrotolati nel tobiko.'],
  },
  'Spicy Tuna Roll (8 pcs)': {
    de: ['Spicy Tuna Roll (8 Stk.)', 'Thunfisch mit Chili-Mayonnaise, Gurke und Frühlingszwiebeln.'],
    fr: ['Spicy tuna roll (8 pces)', 'Thon à la mayonnaise pimentée, concombre et oignon nouveau.'],
    it: ['Spicy tuna roll (8 pz.)', 'Tonno con maionese piccante, cetriolo e cipollotto.'],
  },
  'Salmon Avocado Roll (8 pcs)': {
    de: ['Lachs-Avocado-Roll (8 Stk.)', 'Norwegischer Lachs und cremige Avocado.'],
    fr: ['Roll saumon avocat (8 pces)', 'Saumon de Norvège et avocat onctueux.'],
    it: ['Roll salmone e avocado (8 pz.)', 'Salmone norvegese e avocado cremoso.'],
  },
  'Crispy Ebi Roll (8 pcs)': {
    de: ['Crispy Ebi Roll (8 Stk.)', 'Crevetten-Tempura, Avocado, Teriyaki-Glasur und Sesam.'],
    fr: ['Crispy ebi roll (8 pces)', 'Crevette en tempura, avocat, glaçage teriyaki et sésame.'],
    it: ['Crispy ebi roll (8 pz.)', 'Gambero in tempura, avocado, glassa teriyaki e sesamo.'],
  },
  'Ebi Nigiri (2 pcs)': {
    de: ['Ebi Nigiri (2 Stk.)', 'Gekochte Crevette auf gewürztem Reis.'],
    fr: ['Nigiri ebi (2 pces)', 'Crevette cuite sur riz assaisonné.'],
    it: ['Nigiri ebi (2 pz.)', 'Gambero cotto su riso condito.'],
  },
  'Salmon Temaki': {
    de: ['Lachs-Temaki', 'Handrolle mit Lachs, Avocado und Gurke.'],
    fr: ['Temaki au saumon', 'Cornet d’algue au saumon, avocat et concombre.'],
    it: ['Temaki al salmone', 'Cono di alga con salmone, avocado e cetriolo.'],
  },
  'Veggie Temaki': {
    de: ['Vegi-Temaki', 'Handrolle mit Avocado, Gurke, Karotte und eingelegtem Rettich.'],
    fr: ['Temaki végétarien', 'Cornet d’algue à l’avocat, concombre, carotte et radis mariné.'],
    it: ['Temaki vegetariano', 'Cono di alga con avocado, cetriolo, carota e ravanello marinato.'],
  },
  'Spicy Tuna Temaki': {
    de: ['Spicy-Tuna-Temaki', 'Handrolle mit scharfem Thunfisch und Frühlingszwiebeln.'],
    fr: ['Temaki spicy tuna', 'Cornet d’algue au thon épicé et oignon nouveau.'],
    it: ['Temaki spicy tuna', 'Cono di alga con tonno piccante e cipollotto.'],
  },
  'Sushi Platter Small (14 pcs)': {
    de: ['Sushi-Platte klein (14 Stk.)', '4 Nigiri, 6 Hoso-Maki und 4 California Rolls.'],
    fr: ['Plateau de sushis petit (14 pces)', '4 nigiris, 6 hosomakis et 4 california rolls.'],
    it: ['Piatto di sushi piccolo (14 pz.)', '4 nigiri, 6 hosomaki e 4 california roll.'],
  },
  'Sushi Platter Large (28 pcs)': {
    de: ['Sushi-Platte gross (28 Stk.)', 'Auswahl des Chefs an Nigiri, Maki und Rolls für zwei.'],
    fr: ['Plateau de sushis grand (28 pces)', 'Sélection du chef de nigiris, makis et rolls pour deux.'],
    it: ['Piatto di sushi grande (28 pz.)', 'Selezione dello chef di nigiri, maki e roll per due.'],
  },
  'Veggie Platter (16 pcs)': {
    de: ['Vegi-Platte (16 Stk.)', 'Sushi mit Avocado, Gurke, Tofu und eingelegtem Gemüse.'],
    fr: ['Plateau végétarien (16 pces)', 'Sushis à l’avocat, concombre, tofu et légumes marinés.'],
    it: ['Piatto vegetariano (16 pz.)', 'Sushi con avocado, cetriolo, tofu e verdure marinate.'],
  },
  'Salmon Poke Bowl': {
    de: ['Poke Bowl mit Lachs', 'Sushireis, Lachs, Edamame, Mango, Avocado und Sesam.'],
    fr: ['Poke bowl au saumon', 'Riz à sushi, saumon, edamame, mangue, avocat et sésame.'],
    it: ['Poke bowl al salmone', 'Riso per sushi, salmone, edamame, mango, avocado e sesamo.'],
  },
  'Tuna Poke Bowl': {
    de: ['Poke Bowl mit Thunfisch', 'Sushireis, marinierter Thunfisch, Gurke, Algensalat und Rettich.'],
    fr: ['Poke bowl au thon', 'Riz à sushi, thon mariné, concombre, salade d’algues et radis.'],
    it: ['Poke bowl al tonno', 'Riso per sushi, tonno marinato, cetriolo, insalata di alghe e ravanello.'],
  },
  'Tofu Poke Bowl': {
    de: ['Poke Bowl mit Tofu', 'Sushireis, knuspriger Tofu, Edamame, Karotte und Sesamdressing.'],
    fr: ['Poke bowl au tofu', 'Riz à sushi, tofu croustillant, edamame, carotte et sauce au sésame.'],
    it: ['Poke bowl al tofu', 'Riso per sushi, tofu croccante, edamame, carota e salsa al sesamo.'],
  },
  'Chicken Teriyaki Don': {
    de: ['Poulet-Teriyaki-Don', 'Grillierter Pouletschenkel mit Teriyaki-Sauce auf Reis.'],
    fr: ['Don au poulet teriyaki', 'Cuisse de poulet grillée, sauce teriyaki, sur riz.'],
    it: ['Don di pollo teriyaki', 'Coscia di pollo alla griglia con salsa teriyaki su riso.'],
  },
  'Katsu Don': {
    de: ['Katsu Don', 'Paniertes Schweinsschnitzel mit Ei und Zwiebeln gegart, auf Reis.'],
    fr: ['Katsu don', 'Escalope de porc panée mijotée avec œuf et oignon, sur riz.'],
    it: ['Katsu don', 'Cotoletta di maiale impanata cotta con uovo e cipolla, su riso.'],
  },
  'Tonkotsu Ramen': {
    de: ['Tonkotsu Ramen', 'Kräftige Schweinebrühe, Chashu, weiches Ei, Bambussprossen und Nori.'],
    fr: ['Ramen tonkotsu', 'Bouillon de porc corsé, chashu, œuf mollet, pousses de bambou et nori.'],
    it: ['Ramen tonkotsu', 'Brodo di maiale intenso, chashu, uovo morbido, germogli di bambù e nori.'],
  },
  'Miso Ramen': {
    de: ['Miso Ramen', 'Misobrühe mit Mais, Sojasprossen, Tofu und Frühlingszwiebeln.'],
    fr: ['Ramen miso', 'Bouillon miso au maïs, pousses de soja, tofu et oignon nouveau.'],
    it: ['Ramen al miso', 'Brodo di miso con mais, germogli di soia, tofu e cipollotto.'],
  },
  'Yaki Udon': {
    de: ['Yaki Udon', 'Gebratene Udon-Nudeln mit Poulet und Gemüse.'],
    fr: ['Yaki udon', 'Nouilles udon sautées au poulet et aux légumes.'],
    it: ['Yaki udon', 'Spaghetti udon saltati con pollo e verdure.'],
  },
  'Spring Rolls (4 pcs)': {
    de: ['Frühlingsrollen (4 Stk.)', 'Knusprige Gemüse-Frühlingsrollen mit süsser Chilisauce.'],
    fr: ['Rouleaux de printemps (4 pces)', 'Rouleaux croustillants aux légumes, sauce chili douce.'],
    it: ['Involtini primavera (4 pz.)', 'Involtini croccanti di verdure con salsa chili dolce.'],
  },
  'Chicken Satay (4 skewers)': {
    de: ['Poulet-Satay (4 Spiesse)', 'Grilliertes mariniertes Poulet mit Erdnusssauce.'],
    fr: ['Satay de poulet (4 brochettes)', 'Poulet mariné grillé, sauce aux cacahuètes.'],
    it: ['Satay di pollo (4 spiedini)', 'Pollo marinato alla griglia con salsa di arachidi.'],
  },
  'Som Tam': {
    de: ['Som Tam', 'Grüner Papayasalat mit Limette, Chili und gerösteten Erdnüssen.'],
    fr: ['Som tam', 'Salade de papaye verte au citron vert, piment et cacahuètes grillées.'],
    it: ['Som tam', 'Insalata di papaya verde con lime, peperoncino e arachidi tostate.'],
  },
  'Tom Yum Goong': {
    de: ['Tom Yum Goong', 'Scharf-saure Suppe mit Crevetten, Zitronengras und Galgant.'],
    fr: ['Tom yum goong', 'Soupe aigre-piquante aux crevettes, citronnelle et galanga.'],
    it: ['Tom yum goong', 'Zuppa piccante e agra con gamberi, citronella e galanga.'],
  },
  'Tom Kha Gai': {
    de: ['Tom Kha Gai', 'Kokossuppe mit Poulet, Galgant und Kaffirlimette.'],
    fr: ['Tom kha gai', 'Soupe coco au poulet, galanga et combava.'],
    it: ['Tom kha gai', 'Zuppa al cocco con pollo, galanga e lime kaffir.'],
  },
  'Glass Noodle Soup': {
    de: ['Glasnudelsuppe', 'Klare Brühe mit Glasnudeln, Tofu und Gemüse.'],
    fr: ['Soupe aux vermicelles', 'Bouillon clair aux vermicelles de soja, tofu et légumes.'],
    it: ['Zuppa di spaghetti di soia', 'Brodo chiaro con spaghetti di soia, tofu e verdure.'],
  },
  'Pad Thai Chicken': {
    de: ['Pad Thai mit Poulet', 'Reisnudeln mit Poulet, Ei, Tofu, Sojasprossen und Erdnüssen.'],
    fr: ['Pad thaï au poulet', 'Nouilles de riz au poulet, œuf, tofu, pousses de soja et cacahuètes.'],
    it: ['Pad thai al pollo', 'Spaghetti di riso con pollo, uovo, tofu, germogli di soia e arachidi.'],
  },
  'Pad Thai Prawns': {
    de: ['Pad Thai mit Crevetten', 'Reisnudeln mit Crevetten, Ei, Sojasprossen und Erdnüssen.'],
    fr: ['Pad thaï aux crevettes', 'Nouilles de riz aux crevettes, œuf, pousses de soja et cacahuètes.'],
    it: ['Pad thai ai gamberi', 'Spaghetti di riso con gamberi, uovo, germogli di soia e arachidi.'],
  },
  'Pad See Ew': {
    de: ['Pad See Ew', 'Breite Reisnudeln mit Rindfleisch, Broccoli und dunkler Sojasauce.'],
    fr: ['Pad see ew', 'Larges nouilles de riz au bœuf, brocoli et sauce soja foncée.'],
    it: ['Pad see ew', 'Tagliatelle di riso con manzo, broccoli e salsa di soia scura.'],
  },
  'Green Curry Chicken': {
    de: [
      'Grünes Curry mit Poulet',
      'Grünes Curry mit Kokosmilch, Thai-Aubergine und Basilikum, mit Jasminreis.',
    ],
    fr: ['Curry vert au poulet', 'Curry vert au lait de coco, aubergine thaïe et basilic, avec riz jasmin.'],
    it: [
      'Curry verde con pollo',
      'Curry verde con latte di cocco, melanzana thai e basilico, con riso jasmine.',
    ],
  },
  'Red Curry Duck': {
    de: ['Rotes Curry mit Ente', 'Rotes Curry mit gebratener Ente, Ananas und Litschi, mit Jasminreis.'],
    fr: ['Curry rouge au canard', 'Curry rouge au canard rôti, ananas et litchi, avec riz jasmin.'],
    it: ['Curry rosso con anatra', 'Curry rosso con anatra arrosto, ananas e litchi, con riso jasmine.'],
  },
  'Massaman Curry': {
    de: ['Massaman-Curry', 'Mildes Curry mit Kartoffeln und Erdnüssen, Protein nach Wahl, mit Jasminreis.'],
    fr: [
      'Curry massaman',
      'Curry doux aux pommes de terre et cacahuètes, protéine au choix, avec riz jasmin.',
    ],
    it: ['Curry massaman', 'Curry delicato con patate e arachidi, proteina a scelta, con riso jasmine.'],
  },
  'Panang Curry Tofu': {
    de: ['Panang-Curry mit Tofu', 'Sämiges Panang-Curry mit Tofu und Gemüse, mit Jasminreis.'],
    fr: ['Curry panang au tofu', 'Curry panang épais au tofu et aux légumes, avec riz jasmin.'],
    it: ['Curry panang con tofu', 'Curry panang denso con tofu e verdure, con riso jasmine.'],
  },
  'Pad Krapao': {
    de: ['Pad Krapao', 'Protein nach Wahl mit Thai-Basilikum und Chili gebraten, Spiegelei, Reis.'],
    fr: ['Pad krapao', 'Protéine au choix sautée au basilic sacré et piment, œuf au plat, riz.'],
    it: ['Pad krapao', 'Proteina a scelta saltata con basilico sacro e peperoncino, uovo fritto, riso.'],
  },
  'Cashew Stir-Fry': {
    de: ['Cashew-Wok', 'Cashewnüsse, Zwiebeln und getrocknete Chilis mit Protein nach Wahl, mit Reis.'],
    fr: [
      'Sauté aux noix de cajou',
      'Noix de cajou, oignon et piment séché avec la protéine de votre choix, avec riz.',
    ],
    it: ['Saltato agli anacardi', 'Anacardi, cipolla e peperoncino secco con proteina a scelta, con riso.'],
  },
  'Khao Pad': {
    de: ['Khao Pad', 'Thailändischer gebratener Reis mit Ei, Gemüse und Protein nach Wahl.'],
    fr: ['Khao pad', 'Riz sauté thaï à l’œuf et aux légumes, protéine au choix.'],
    it: ['Khao pad', 'Riso saltato thai con uovo, verdure e proteina a scelta.'],
  },
  'Mango Sticky Rice': {
    de: ['Mango mit Klebreis', 'Süsser Kokos-Klebreis mit frischer Mango.'],
    fr: ['Riz gluant à la mangue', 'Riz gluant sucré au lait de coco et mangue fraîche.'],
    it: ['Riso glutinoso al mango', 'Riso glutinoso dolce al cocco con mango fresco.'],
  },
  'Mochi Ice Cream (3 pcs)': {
    de: ['Mochi-Glace (3 Stk.)', 'Matcha, Mango und schwarzer Sesam.'],
    fr: ['Mochis glacés (3 pces)', 'Matcha, mangue et sésame noir.'],
    it: ['Mochi gelato (3 pz.)', 'Matcha, mango e sesamo nero.'],
  },
  'Banana Fritters': {
    de: ['Gebackene Bananen', 'Frittierte Banane mit Honig und Sesam.'],
    fr: ['Beignets de banane', 'Banane frite au miel et au sésame.'],
    it: ['Frittelle di banana', 'Banana fritta con miele e sesamo.'],
  },
  'Thai Iced Tea': {
    de: ['Thai-Eistee', 'Schwarztee mit Sternanis und Kondensmilch.'],
    fr: ['Thé glacé thaï', 'Thé noir à l’anis étoilé et au lait concentré.'],
    it: ['Tè freddo thai', 'Tè nero con anice stellato e latte condensato.'],
  },
  'Buffet Box Small': {
    de: ['Buffet-Box klein', 'Eine Take-away-Box vom Mittagsbuffet (ca. 500 g).'],
    fr: ['Box buffet petite', 'Une box à emporter du buffet de midi (env. 500 g).'],
    it: ['Box buffet piccola', 'Una box da asporto dal buffet di mezzogiorno (circa 500 g).'],
  },
  'Buffet Box Large': {
    de: ['Buffet-Box gross', 'Eine Take-away-Box vom Mittagsbuffet (ca. 800 g).'],
    fr: ['Box buffet grande', 'Une box à emporter du buffet de midi (env. 800 g).'],
    it: ['Box buffet grande', 'Una box da asporto dal buffet di mezzogiorno (circa 800 g).'],
  },
  'Buffet Family Box': {
    de: ['Buffet-Familienbox', 'Vier Portionen vom Buffet zum Teilen, mit Reis.'],
    fr: ['Box buffet familiale', 'Quatre portions du buffet à partager, avec riz.'],
    it: ['Box buffet famiglia', 'Quattro porzioni dal buffet da condividere, con riso.'],
  },
  'Buffet Curry Portion': {
    de: ['Buffet-Curry-Portion', 'Eine Portion Tagescurry mit Jasminreis.'],
    fr: ['Portion de curry du buffet', 'Une portion du curry du jour avec riz jasmin.'],
    it: ['Porzione di curry dal buffet', 'Una porzione del curry del giorno con riso jasmine.'],
  },
  'Buffet Wok Portion': {
    de: ['Buffet-Wok-Portion', 'Eine Portion Wok-Gericht des Tages mit Reis oder Nudeln.'],
    fr: ['Portion wok du buffet', 'Une portion du plat au wok du jour avec riz ou nouilles.'],
    it: ['Porzione wok dal buffet', 'Una porzione del piatto al wok del giorno con riso o spaghetti.'],
  },
  'Buffet Spring Roll Bag': {
    de: ['Buffet-Frühlingsrollen-Tüte', 'Sechs Mini-Frühlingsrollen mit süsser Chilisauce.'],
    fr: ['Sachet de rouleaux de printemps', 'Six mini-rouleaux de printemps, sauce chili douce.'],
    it: ['Sacchetto di involtini primavera', 'Sei mini involtini primavera con salsa chili dolce.'],
  },
  'Kappa Maki (6 pcs)': {
    de: ['Kappa Maki (6 Stk.)', 'Maki mit Gurke.'],
    fr: ['Kappa maki (6 pces)', 'Makis au concombre.'],
    it: ['Kappa maki (6 pz.)', 'Maki al cetriolo.'],
  },
  'Sake Maki (6 pcs)': {
    de: ['Sake Maki (6 Stk.)', 'Maki mit Lachs.'],
    fr: ['Sake maki (6 pces)', 'Makis au saumon.'],
    it: ['Sake maki (6 pz.)', 'Maki al salmone.'],
  },
  'Tekka Maki (6 pcs)': {
    de: ['Tekka Maki (6 Stk.)', 'Maki mit Thunfisch.'],
    fr: ['Tekka maki (6 pces)', 'Makis au thon.'],
    it: ['Tekka maki (6 pz.)', 'Maki al tonno.'],
  },
  'Sake Nigiri (2 pcs)': {
    de: ['Sake Nigiri (2 Stk.)', 'Lachs auf gewürztem Reis.'],
    fr: ['Nigiri sake (2 pces)', 'Saumon sur riz assaisonné.'],
    it: ['Nigiri sake (2 pz.)', 'Salmone su riso condito.'],
  },
  'Maguro Nigiri (2 pcs)': {
    de: ['Maguro Nigiri (2 Stk.)', 'Thunfisch auf gewürztem Reis.'],
    fr: ['Nigiri maguro (2 pces)', 'Thon sur riz assaisonné.'],
    it: ['Nigiri maguro (2 pz.)', 'Tonno su riso condito.'],
  },
  'Sake Don': {
    de: ['Sake Don', 'Frisches Lachs-Sashimi auf Sushireis.'],
    fr: ['Sake don', 'Sashimi de saumon frais sur riz à sushi.'],
    it: ['Sake don', 'Sashimi di salmone fresco su riso per sushi.'],
  },
  'Jasmine Rice': {
    de: ['Jasminreis', 'Gedämpfter thailändischer Jasminreis.'],
    fr: ['Riz jasmin', 'Riz jasmin thaï cuit à la vapeur.'],
    it: ['Riso jasmine', 'Riso jasmine thailandese al vapore.'],
  },
  'Sushi Rice': {
    de: ['Sushireis', 'Gewürzter Sushireis.'],
    fr: ['Riz à sushi', 'Riz à sushi assaisonné.'],
    it: ['Riso per sushi', 'Riso per sushi condito.'],
  },
  Kimchi: {
    de: ['Kimchi', 'Scharfer fermentierter Kohl.'],
    fr: ['Kimchi', 'Chou fermenté épicé.'],
    it: ['Kimchi', 'Cavolo fermentato piccante.'],
  },
  'Ramune Lemonade': {
    de: ['Ramune-Limonade', 'Japanische Murmel-Limonade, 200 ml.'],
    fr: ['Limonade Ramune', 'Limonade japonaise à bille, 200 ml.'],
    it: ['Limonata Ramune', 'Gazzosa giapponese con biglia, 200 ml.'],
  },
  'Singha Beer': {
    de: ['Singha-Bier', 'Thailändisches Lagerbier, 33 cl.'],
    fr: ['Bière Singha', 'Bière blonde thaïe, 33 cl.'],
    it: ['Birra Singha', 'Birra lager thailandese, 33 cl.'],
  },
  'Hot Sake': {
    de: ['Heisser Sake', 'Junmai-Sake, warm serviert, 1 dl.'],
    fr: ['Saké chaud', 'Saké junmai servi chaud, 1 dl.'],
    it: ['Sake caldo', 'Sake junmai servito caldo, 1 dl.'],
  },
  'Glass of Chasselas': {
    de: ['Glas Chasselas', 'Schweizer Weisswein aus dem Lavaux, 1 dl.'],
    fr: ['Verre de chasselas', 'Vin blanc suisse du Lavaux, 1 dl.'],
    it: ['Bicchiere di Chasselas', 'Vino bianco svizzero del Lavaux, 1 dl.'],
  },
  'Mineral Water': {
    de: ['Mineralwasser', 'Mit oder ohne Kohlensäure, 50 cl.'],
    fr: ['Eau minérale', 'Gazeuse ou plate, 50 cl.'],
    it: ['Acqua minerale', 'Frizzante o naturale, 50 cl.'],
  },
  'Sushi Buffet Box': {
    de: ['Sushi-Buffet-Box', 'Eine Box mit 12 Stück vom Sushi-Buffet.'],
    fr: ['Box buffet sushi', 'Une box de 12 pièces du buffet de sushis.'],
    it: ['Box buffet sushi', 'Una box con 12 pezzi dal buffet di sushi.'],
  },
  'Buffet Soup Cup': {
    de: ['Buffet-Suppenbecher', 'Tagessuppe vom Buffet, 3 dl.'],
    fr: ['Gobelet de soupe du buffet', 'Soupe du jour du buffet, 3 dl.'],
    it: ['Tazza di zuppa dal buffet', 'Zuppa del giorno dal buffet, 3 dl.'],
  },
  'Buffet Dessert Cup': {
    de: ['Buffet-Dessertbecher', 'Ein Becher Fruchtsalat oder Mango mit Klebreis.'],
    fr: ['Coupe de dessert du buffet', 'Une coupe de salade de fruits ou de riz gluant à la mangue.'],
    it: ['Coppetta di dessert dal buffet', 'Una coppetta di macedonia o di riso glutinoso al mango.'],
  },
};

/** A demo item's stored texts: German as name and description, the other languages as translations. */
export function demoFoodItem(item: { name: string; description: string }) {
  const text = DEMO_TRANSLATIONS[item.name];
  if (!text) return { name: item.name, description: item.description, translations: {} };
  return {
    name: text.de[0],
    description: text.de[1],
    translations: {
      en: { name: item.name, description: item.description },
      fr: { name: text.fr[0], description: text.fr[1] },
      it: { name: text.it[0], description: text.it[1] },
    },
  };
}
