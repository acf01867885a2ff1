from .early_stopping import EarlyStopping
