from .signals import SignalDataset
