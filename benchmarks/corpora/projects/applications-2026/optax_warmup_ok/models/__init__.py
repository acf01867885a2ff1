from .text import BagOfEmbeddings, TextCNN
