@*1 Measurements of chapter 14.
(Being written.)

@(bench14.c@>=
#include "testing.h"
int main(void)
{
  return 0;
}
