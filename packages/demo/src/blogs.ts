// Demo travel articles for the Rihla storefront blog, in the authoring format of demo-types.ts.
import type { TDemoBlog } from './types.js';

export const DEMO_BLOGS: TDemoBlog[] = [
  {
    id: 'best-time-to-visit-musandam',
    title: 'The Best Time to Visit Musandam, Month by Month',
    picture: 'fjord',
    content:
      '<p>Musandam, the Omani exclave at the tip of the Arabian Peninsula, is only two to three hours’ drive from Dubai, yet it feels like another world: steep limestone mountains drop straight into deep blue fjords, and many villages can still only be reached by boat. The question we hear most often is when to go. The honest answer is that the fjords are beautiful all year, but each season offers a different trip.</p>' +
      '<h4>October to April: the classic season</h4>' +
      '<p>From mid-October the heat breaks and daytime temperatures settle between 24°C and 30°C, falling to around 20°C in January. This is the most comfortable time for full-day dhow cruises, overnight beach camping and the 4x4 drive up Jebel Harim, where it can feel genuinely cold at the top. Weekends in November, December and around the UAE national holidays fill up quickly, so book Friday and Saturday trips two to three weeks ahead.</p>' +
      '<h4>December to February: watch the wind</h4>' +
      '<p>Winter brings the shamal, a northerly wind that can whip up the open sea for a day or two at a time. The fjords themselves stay sheltered, so dhow cruises usually go ahead, but speedboat runs into the Strait of Hormuz and snorkelling off Telegraph Island may be swapped for calmer coves. If snorkelling is your priority, aim for late October, November, March or April, when the water is still above 24°C and visibility is often at its best.</p>' +
      '<h4>May to September: hot, but quiet and calm</h4>' +
      '<p>Summer is hot, with afternoons well above 40°C, yet the sea is usually flat and as warm as a bath. Early-morning trips such as the sunrise dolphin cruise from Khasab are pleasant even in July, and dhows are rarely crowded. Drink plenty of water, choose boats with a shaded deck and plan to be back on land by mid-afternoon. Prices for overnight camping and private charters are often lower in these months.</p>' +
      '<h4>Dolphins, whatever the month</h4>' +
      '<p>Bottlenose and humpback dolphins live in Musandam waters throughout the year, and sightings on the Khor Ash Sham route are common in every season. They tend to be most active in the early morning, which is one more reason to start your day on the water early.</p>' +
      '<p>Whichever month you choose, remember your original passport: every Musandam trip involves crossing into Oman, and border rules depend on your nationality. Send us your passport details when you book and we will confirm exactly what you need.</p>',
    publishedOn: '2026-06-08',
  },
  {
    id: 'what-to-wear-on-a-desert-safari',
    title: 'What to Wear on a Desert Safari (and What to Leave at the Hotel)',
    picture: 'desert',
    content:
      '<p>A desert safari is a highlight of any UAE trip, but the dunes are a different environment from the malls and beaches. Choosing the right clothes makes the difference between a comfortable evening and one spent shaking sand out of your sandals. Here is what our drivers recommend after thousands of trips into the Lahbab and Al Badayer dunes.</p>' +
      '<h4>Loose, light and modest</h4>' +
      '<p>Loose cotton or linen trousers and a T-shirt or light long-sleeved shirt work for most of the year. They keep the sun off, let air circulate and are respectful at the camp, where you will meet staff and families from many cultures. Shorts are fine for the ride itself, but avoid very short or see-through clothing. Light colours reflect the heat better than black.</p>' +
      '<h4>Shoes for sand</h4>' +
      '<p>The sand is soft and, in the afternoon, very hot. Closed trainers or sandals with a back strap are ideal. Flip-flops come off when you climb a dune for sandboarding, and heels are simply impossible. Many guests take their shoes off at the camp and walk barefoot on the carpets, so easy-to-remove footwear helps.</p>' +
      '<h4>Layers for the evening</h4>' +
      '<p>Temperatures drop quickly after sunset. From November to March, bring a fleece or light jacket, and a warm layer if you are staying overnight: the desert can fall to 12°C before dawn. In summer, the evening stays warm, but a thin scarf or shemagh is useful to protect your face and neck from sand on the drive.</p>' +
      '<h4>Accessories worth packing</h4>' +
      '<ul><li>Sunglasses, ideally with a strap for sandboarding</li><li>A cap or hat for the afternoon</li><li>Sunscreen and lip balm</li><li>A zip bag to protect your phone from fine sand</li><li>Cash for henna, photos with falcons and souvenirs</li></ul>' +
      '<p>Leave jewellery, large bags and anything you would hate to lose in the sand at the hotel. Your driver has water and tissues in the car, and the camp has clean restrooms where you can freshen up before dinner.</p>',
    publishedOn: '2026-06-22',
  },
  {
    id: 'first-timers-guide-to-dubai-attractions',
    title: 'A First-Timer’s Guide to Dubai Attractions',
    picture: 'skyline',
    content:
      '<p>Dubai has so many record-breaking attractions that planning a first trip can feel overwhelming. The good news is that the city is compact enough to see the highlights in three or four days if you group them sensibly and book tickets in advance. Here is how we suggest first-time visitors spend their time.</p>' +
      '<h4>Downtown in one afternoon</h4>' +
      '<p>Burj Khalifa, Dubai Mall, the Dubai Aquarium and the Dubai Fountain are all within a few minutes’ walk of each other. Visit the aquarium tunnel in the afternoon, go up to levels 124 and 125 of Burj Khalifa around sunset or just after, and finish with the fountain show, which runs every 30 minutes in the evening. Booking a Burj Khalifa time slot online is cheaper than buying at the door and avoids sold-out sunset slots.</p>' +
      '<h4>Old Dubai for perspective</h4>' +
      '<p>Give at least half a day to the historic Creek area. Walk the wind-tower lanes of Al Fahidi, cross to Deira on an abra for one dirham and browse the spice and gold souks. It is the best way to understand how a small trading town became a global city in just two generations.</p>' +
      '<h4>Icons of the new city</h4>' +
      '<p>The Museum of the Future and the Dubai Frame are both quick, worthwhile visits. The museum’s immersive floors take about two hours; the Frame takes under an hour and offers a unique view of old and new Dubai side by side. Combine them on the same morning, as they are a short taxi ride apart.</p>' +
      '<h4>Beyond the skyline</h4>' +
      '<p>No first visit is complete without an evening desert safari, and families should consider a day at Aquaventure on Palm Jumeirah or the indoor IMG Worlds of Adventure in summer. If you have a spare day, Abu Dhabi’s Sheikh Zayed Grand Mosque and Louvre Abu Dhabi are only 90 minutes away.</p>' +
      '<p>A final tip: the Dubai Metro Red Line connects most of these sights, and a rechargeable Nol card saves both time and money compared with taxis at rush hour.</p>',
    publishedOn: '2026-07-10',
  },
  {
    id: 'uae-visa-change-explained',
    title: 'UAE Visa Change Explained: Inside the Country or Exit and Re-entry?',
    picture: 'mountain',
    content:
      '<p>Many visitors extend their stay in the UAE, move from a visit visa to a job offer, or need a fresh visit visa when the old one expires. The process is usually called a “visa change”, and there are two main ways to do it. This article explains the basics so you can ask the right questions; rules are set by the federal and emirate immigration authorities and can change, so always confirm your case with your sponsor or an authorised typing centre.</p>' +
      '<h4>Changing status inside the country</h4>' +
      '<p>For many visa types it is now possible to change or extend status without leaving the UAE. An inside-country status change is usually faster and avoids travel, but it carries an additional fee and depends on your visa category, nationality and sponsor. Residence visas linked to new employment are often processed this way by the employer.</p>' +
      '<h4>Exit and re-entry</h4>' +
      '<p>When an in-country change is not available or costs more than a short trip, travellers apply for a new visa and exit the UAE before it is activated on re-entry. Popular options are a quick flight to a nearby country or a road trip across a land border into Oman. The new visa must be approved before you leave, and you re-enter on it, usually the same day.</p>' +
      '<h4>What to check before you travel</h4>' +
      '<ul><li>That the new visa is approved and you have a copy of it</li><li>Your passport validity, which must be at least six months</li><li>Whether you need an Oman visa for the border route</li><li>The date your current visa or grace period expires, to avoid overstay fines</li></ul>' +
      '<h4>Making a day of it</h4>' +
      '<p>Some travellers combine a visa-change exit with a proper outing, such as a Musandam dhow cruise, so the drive is not wasted. If you do this, tell your tour operator in advance: day trips through the Dibba border do not always involve a formal exit and entry, so they are not suitable for every visa change. We can advise which routes work for your situation.</p>' +
      '<p>Keep every receipt and entry stamp until your new status is fully active, and avoid booking non-refundable flights or tours until your visa approval is in hand.</p>',
    publishedOn: '2026-07-28',
  },
  {
    id: 'family-day-out-in-abu-dhabi',
    title: 'A Perfect Family Day Out in Abu Dhabi',
    picture: 'theme-park',
    content:
      '<p>Abu Dhabi is an easy day trip from Dubai and one of the most family-friendly destinations in the region. Distances are short, attractions are air-conditioned and facilities for children, from baby-changing rooms to stroller hire, are excellent. Here is a plan that balances culture and fun without exhausting the little ones.</p>' +
      '<h4>Morning: the Grand Mosque</h4>' +
      '<p>Start early at the Sheikh Zayed Grand Mosque, when the marble is cool and crowds are light. Children are often fascinated by the enormous chandeliers and the reflecting pools. Dress everyone modestly, with long sleeves and trousers, and girls over seven should cover their hair. Allow about an hour and a half, including the visitor centre.</p>' +
      '<h4>Late morning: Louvre Abu Dhabi</h4>' +
      '<p>The Children’s Museum inside Louvre Abu Dhabi has hands-on exhibitions designed for ages 6 to 12, and the main galleries are compact enough to hold younger attention spans. Let the kids hunt for the dome’s “rain of light” patterns on the floor and take a break by the water on the museum plaza.</p>' +
      '<h4>Afternoon: Yas Island</h4>' +
      '<p>After lunch, head to Yas Island. Warner Bros. World is fully indoors and ideal for families with children under ten, thanks to the Cartoon Junction and Bedrock lands. Older children and teens usually prefer Ferrari World for its roller coasters, including Formula Rossa. Pick one park rather than trying to squeeze in two.</p>' +
      '<h4>Practical tips</h4>' +
      '<ul><li>Book park tickets online for the best prices and date flexibility</li><li>Carry a light jacket: indoor parks are cool</li><li>Free parking is available at Yas Island parks</li><li>Plan dinner at Yas Mall before the drive home</li></ul>' +
      '<p>If driving back to Dubai the same evening feels like too much, our two-night Abu Dhabi break turns this plan into a relaxed long weekend.</p>',
    publishedOn: '2026-08-19',
  },
  {
    id: 'dhow-cruise-packing-list',
    title: 'The Essential Packing List for a Musandam Dhow Cruise',
    picture: 'dhow',
    content:
      '<p>A full day on a dhow in the Musandam fjords involves sun, salt water and an international border crossing, so a little preparation goes a long way. This is the list our crews wish every guest would read before boarding.</p>' +
      '<h4>Documents first</h4>' +
      '<p>Your original passport is non-negotiable; copies are not accepted at the border. Residents should also carry their Emirates ID. Check that your passport has at least six months of validity, and send your details to the operator in advance so your name is on the border list.</p>' +
      '<h4>For the water</h4>' +
      '<ul><li>Swimwear, worn under your clothes to save time</li><li>A quick-dry towel</li><li>Water shoes for rocky beaches and coral</li><li>Your own mask if you wear prescription lenses</li><li>A rash guard for long snorkelling sessions</li></ul>' +
      '<h4>For the sun</h4>' +
      '<p>The upper deck gets strong sun even in winter. Bring reef-safe sunscreen, a hat that will not blow away, sunglasses with a strap and a light long-sleeved shirt. Reapply sunscreen after every swim.</p>' +
      '<h4>Comfort and extras</h4>' +
      '<p>Pack a change of dry clothes for the journey back, a small dry bag for your phone and a power bank, as sockets on board are limited. If you are prone to seasickness, take a tablet before boarding, even though the fjords are usually calm. Cash in small notes is handy for tipping the crew or buying a cold drink at the port.</p>' +
      '<p>Finally, leave valuables and drones at home: drone flights are restricted near the border and in Omani waters without a permit.</p>',
    publishedOn: '2026-09-09',
  },
  {
    id: 'ramadan-travel-etiquette-uae',
    title: 'Travelling in the UAE During Ramadan: Etiquette and Tips',
    picture: 'mosque',
    content:
      '<p>Ramadan 2027 is expected to begin around 8 February, depending on the sighting of the moon, and to last 29 or 30 days until Eid Al Fitr. Many travellers worry that the holy month is a bad time to visit, but it can be one of the most rewarding: evenings are lively, iftar tents welcome everyone and hotels offer excellent value. A little awareness is all you need.</p>' +
      '<h4>Eating and drinking in public</h4>' +
      '<p>Non-Muslims are not expected to fast, and in recent years most restaurants in malls and hotels stay open during the day. It is still polite to avoid eating, drinking or smoking openly in the street, on public transport or in front of people who are fasting. Tour operators provide discreet spaces on coaches and at camps for guests to eat and drink.</p>' +
      '<h4>Dress and behaviour</h4>' +
      '<p>Dress a little more conservatively than usual, covering shoulders and knees in public places. Music is generally played more quietly, and loud behaviour is frowned upon. Desert safari camps often replace belly-dance shows with traditional music during the month.</p>' +
      '<h4>Changed timings</h4>' +
      '<p>Working hours are shorter, and many attractions open later and close later. Traffic peaks just before iftar at sunset, when everyone rushes home to break their fast, so avoid driving at that time if you can. Tours and cruises may shift their schedules to fit around iftar.</p>' +
      '<h4>Join an iftar</h4>' +
      '<p>Breaking the fast with dates, water and a generous meal is a highlight of the month. Many hotels host iftar buffets, and some mosques and cultural centres, such as the Sheikh Mohammed Centre for Cultural Understanding in Dubai, welcome visitors to share the meal and ask questions.</p>' +
      '<p>Greeting people with “Ramadan Kareem” is always appreciated, and the Eid holidays that follow are a festive time with fireworks, family outings and busy attractions, so book popular tours early.</p>',
    publishedOn: '2026-10-14',
  },
  {
    id: 'hidden-gems-of-fujairah',
    title: 'Hidden Gems of Fujairah and the East Coast',
    picture: 'beach',
    content:
      '<p>Most visitors to the UAE never make it past the west coast, but a two-hour drive through the Hajar Mountains brings you to Fujairah and the Gulf of Oman, where the pace is slower, the mountains meet the sea and the water is clearer. These are our favourite lesser-known stops.</p>' +
      '<h4>Al Bidya Mosque</h4>' +
      '<p>Believed to date from the 15th century, this small mud-brick mosque with four low domes is the oldest known mosque in the UAE and is still used for prayer. Climb the short path behind it to the two watchtowers for a view over the date palms and the sea. Visitors are welcome outside prayer times if modestly dressed.</p>' +
      '<h4>Snoopy Island</h4>' +
      '<p>Just off the beach at Al Aqah, this rocky islet, named for its resemblance to the cartoon dog lying on its kennel, is one of the best snorkelling spots in the country. Turtles are frequently seen, and blacktip reef sharks cruise the shallows in the warmer months. Go in the morning, before the wind picks up.</p>' +
      '<h4>Wadi Wurayah</h4>' +
      '<p>The UAE’s first mountain protected area shelters one of the few year-round waterfalls in the country, along with rare freshwater fish and dragonflies. Access is managed, so check the latest entry rules and guided walk options before you go.</p>' +
      '<h4>Fujairah Fort and the Friday Market</h4>' +
      '<p>The restored Fujairah Fort, among the oldest in the UAE, sits beside a heritage village where you can see traditional houses and falaj irrigation. On the way back to Dubai, stop at the Friday Market near Masafi, which despite the name is open every day and sells fruit, pottery, carpets and plants.</p>' +
      '<p>Fujairah works well as a day trip, but it is even better as a weekend: our Fujairah Beach Break includes a beachfront resort, a Snoopy Island snorkel and a guided heritage tour.</p>',
    publishedOn: '2026-11-05',
  },
];
