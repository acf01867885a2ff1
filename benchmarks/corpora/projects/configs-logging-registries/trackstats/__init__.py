"""Linear model training with a running loss tracker."""
