from recsys.data.interactions import pair_batches, simulate

__all__ = ["pair_batches", "simulate"]
