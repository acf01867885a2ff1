from . import models


def get_model(mcfg):
    ctor = {"resnet": models.ResNet, "mlp": models.MLP}[mcfg.name]
    return ctor(widths=mcfg.widths, num_classes=mcfg.num_classes)
