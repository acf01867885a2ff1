from .cnn import CNN
from .mlp import MLP
