from .bars import bars_dataset, epoch_iter
