"""Linear-probe style classifier trained with AdamW and an EMA of the weights."""
