from .models import BagOfEmbeddings, TextCNN


def build_bow(cfg):
    return BagOfEmbeddings(vocab_size=cfg["vocab_size"], embed_dim=cfg["embed_dim"])


def build_cnn(cfg):
    return TextCNN(vocab_size=cfg["vocab_size"], embed_dim=cfg["embed_dim"], filters=32)


MODELS = {"bow": build_bow, "cnn": build_cnn}
