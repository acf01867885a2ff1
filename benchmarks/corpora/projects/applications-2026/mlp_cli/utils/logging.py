import sys
import time

_T0 = time.time()


def get_logger(verbose=False):
    def log(msg):
        if verbose:
            sys.stdout.write("[%7.2fs] %s\n" % (time.time() - _T0, msg))
        else:
            print(msg)
    return log
