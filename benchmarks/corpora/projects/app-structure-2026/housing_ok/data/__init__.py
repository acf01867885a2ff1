from housing_ok.data.tabular import FEATURES, epoch_batches, split, standardize, synthesize

__all__ = ["FEATURES", "epoch_batches", "split", "standardize", "synthesize"]
