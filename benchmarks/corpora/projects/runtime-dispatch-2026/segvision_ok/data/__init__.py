from .shapes import iterate_batches, make_dataset

__all__ = ["iterate_batches", "make_dataset"]
