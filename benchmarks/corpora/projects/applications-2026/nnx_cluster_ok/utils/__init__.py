from .meter import AverageMeter
