"""The board kit: a QGraphicsScene whose pieces are dragged where the rules allow."""
