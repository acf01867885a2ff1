from .dense import DenseClassifier
from .moe import MoEClassifier
