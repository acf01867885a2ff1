from .synthetic import make_dataset, iterate
