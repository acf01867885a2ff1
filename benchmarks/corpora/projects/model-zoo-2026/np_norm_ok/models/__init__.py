from .mlp import MLP
from .resnet import ResNet
