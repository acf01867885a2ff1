from .spirals import make_spirals, batches
