from . import models

MODELS = {
    "encoder": models.Encoder,
    "mlp": models.MLPClassifier,
}


def build(cfg):
    return MODELS[cfg.name](cfg)
