from .bigram import BigramMLP
from .gru import GRULM
