from imgcls_ok.data.synthetic import batch_iterator, class_balance, make_dataset

__all__ = ["make_dataset", "batch_iterator", "class_balance"]
