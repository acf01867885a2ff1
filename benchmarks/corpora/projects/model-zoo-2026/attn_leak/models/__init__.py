from .bag import BagOfEmbeddings
from .transformer import TransformerClassifier
