from .resnet import init_params, forward
