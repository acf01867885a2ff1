from .corpus import SPECIAL_TOKENS, batches, make_split

__all__ = ["SPECIAL_TOKENS", "batches", "make_split"]
