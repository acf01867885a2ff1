from . import models

MODEL_FNS = {"moe": models.MoEClassifier, "dense": models.DenseClassifier}


def create(cfg):
    return MODEL_FNS[cfg.arch](cfg)
