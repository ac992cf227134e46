"""The hidden-hands scaffold's catalogues: its own strings in French and German."""

from tabletop_core.authoring.templates.locale import Message, catalogues

MESSAGES: list[Message] = [
    ("{name} plays a {card}", "{name} joue un {card}", "{name} spielt eine {card}"),
    (
        "a card has been drawn since",
        "une carte a été piochée depuis",
        "seitdem wurde eine Karte gezogen",
    ),
    ("{name} draws a {card}", "{name} pioche un {card}", "{name} zieht eine {card}"),
    (
        "{name} peeks at the secret card",
        "{name} regarde la carte secrète",
        "{name} schaut sich die geheime Karte an",
    ),
    (
        "the secret card has been seen since",
        "la carte secrète a été vue depuis",
        "seitdem wurde die geheime Karte angesehen",
    ),
    (
        "{name} sees that the secret card is a {card}",
        "{name} voit que la carte secrète est un {card}",
        "{name} sieht, dass die geheime Karte eine {card} ist",
    ),
    (
        "The hands are empty: the secret card was a {card}",
        "Les mains sont vides : la carte secrète était un {card}",
        "Die Hände sind leer: die geheime Karte war eine {card}",
    ),
    ("peek at the secret card", "regarder la carte secrète", "die geheime Karte ansehen"),
    ("play your {card}", "jouer votre {card}", "deine {card} spielen"),
    (
        "The deck and the secret card",
        "La pioche et la carte secrète",
        "Der Stapel und die geheime Karte",
    ),
    ("Your hand", "Votre main", "Deine Hand"),
    (
        ("{points} point", "{points} points"),
        ("{points} point", "{points} points"),
        ("{points} Punkt", "{points} Punkte"),
    ),
    ("peeked", "a regardé", "gesehen"),
    (
        "play a card (click it or press [1]–[3]) or peek at the secret card ([P])",
        "jouez une carte (cliquez-la ou tapez [1]–[3]) ou regardez la carte secrète ([P])",
        "spiel eine Karte (klicken oder [1]–[3] drücken) oder schau die geheime Karte an ([P])",
    ),
    (
        "play a card (click it or press [1]–[3])",
        "jouez une carte (cliquez-la ou tapez [1]–[3])",
        "spiel eine Karte (klicken oder [1]–[3] drücken)",
    ),
]

FILES: dict[str, str] = catalogues(MESSAGES)
