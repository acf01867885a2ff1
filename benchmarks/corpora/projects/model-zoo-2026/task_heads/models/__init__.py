from .gnn import MultiTaskGNN
from .heads import GraphRegressionHead, NodeClassifierHead
