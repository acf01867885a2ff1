from imgcls.models.cnn import MLPClassifier, SmallCNN
from imgcls.registry import MODELS


def build_model(cfg):
    cls = MODELS.get(cfg.model)
    return cls(features=cfg.features, hidden=cfg.hidden, num_classes=cfg.num_classes)


__all__ = ["SmallCNN", "MLPClassifier", "build_model"]
